/** Product types of the catalogue: the seeder assigns them and the image renderer draws each one. */
export const PRODUCT_TYPES = [
  'hiking-boot',
  'trail-runner',
  'sneaker',
  'sandal',
  'jacket',
  'fleece',
  't-shirt',
  'shirt',
  'pants',
  'shorts',
  'backpack',
  'duffel',
  'cap',
  'beanie',
  'socks',
  'gloves',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
