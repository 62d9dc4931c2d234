import type { Gender } from './categories.ts';
import { type NamePhrase, type ProductType, TYPE_SPECS } from './product-types.ts';
import type { Random } from './random.ts';

const OUTSOLES = ['Vibram Megagrip', 'Ridgeline TrailGrip rubber', 'Natural rubber'];
const FITS = ['Regular', 'Slim', 'Relaxed'];

export function buildAttributes(
  rng: Random,
  type: ProductType,
  gender: Gender,
  phrase: NamePhrase,
): Record<string, string> {
  const spec = TYPE_SPECS[type];
  const scale = gender === 'kids' ? 0.6 : 1;
  const grams = Math.round((rng.int(spec.weight[0], spec.weight[1]) * scale) / 10) * 10;
  const attributes: Record<string, string> = {
    material: phrase.material ?? rng.pick(spec.materials),
    weight: `${grams} g`,
    waterproof: phrase.waterproof ? 'Yes' : 'No',
  };
  switch (spec.family) {
    case 'footwear':
      attributes.closure = footwearClosure(rng, type, gender);
      attributes.outsole = phrase.insulated ? 'Vibram Arctic Grip' : rng.pick(OUTSOLES);
      if (type === 'trail-runner') attributes.drop = `${rng.pick([4, 6, 8])} mm`;
      break;
    case 'apparel':
      attributes.fit = rng.pick(FITS);
      if (type === 'jacket') attributes.insulation = phrase.insulated ? 'Insulated' : 'None';
      break;
    case 'bags': {
      const [min, max] = phrase.capacity ?? [20, 30];
      attributes.capacity = `${Math.round(rng.int(min, max) * scale)} L`;
      attributes.closure = type === 'duffel' ? 'Zip' : rng.pick(['Zip', 'Drawcord and lid', 'Roll-top']);
      break;
    }
    case 'accessories':
      if (type === 'cap') attributes.closure = rng.pick(['Snapback', 'Strap and buckle']);
      if (type === 'socks') attributes.cushioning = rng.pick(['Light', 'Medium', 'Heavy']);
      if (type === 'gloves') attributes.touchscreen = rng.chance(0.6) ? 'Yes' : 'No';
      break;
  }
  return attributes;
}

function footwearClosure(rng: Random, type: ProductType, gender: Gender): string {
  if (type === 'sandal') return rng.pick(['Hook-and-loop', 'Buckle', 'Slip-on']);
  if (gender === 'kids' && rng.chance(0.4)) return 'Hook-and-loop';
  if (type === 'trail-runner') return rng.pick(['Lace-up', 'Quick-lace']);
  return 'Lace-up';
}
