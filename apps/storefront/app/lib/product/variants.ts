import type { ColorOption, ProductDetails, Variant } from '@ridgeline/contracts';

/** The colour a product page shows: the one asked for, else the product's own, its default or the first. */
export function selectColour(
  product: ProductDetails,
  requested: string | null,
  productId: string,
): ColorOption | null {
  const options = product.attributes.Color.options;
  return (
    options.find((option) => requested !== null && option.code === requested) ??
    options.find((option) => option.id === productId) ??
    options.find((option) => option.defaultColor) ??
    options[0] ??
    null
  );
}

export function variantFor(product: ProductDetails, colourCode: string, size: string): Variant | undefined {
  return product.variants.find((variant) => variant.colorCode === colourCode && variant.size === size);
}

/** A size of the chosen colour as the buy form offers it. */
export interface SizeChoice {
  option: ProductDetails['attributes']['Size']['options'][number];
  variant: Variant | undefined;
  /** What the form posts: the variant's size, else the option's label. */
  value: string;
  available: boolean;
}

/** The product's sizes in the given colour, each with its variant and whether it can be bought. */
export function sizeChoices(product: ProductDetails, colour: ColorOption | undefined): SizeChoice[] {
  return product.attributes.Size.options.map((option) => {
    const variant = colour
      ? (variantFor(product, colour.code, option.label) ?? variantFor(product, colour.code, option.id))
      : undefined;
    return { option, variant, value: variant?.size ?? option.label, available: Boolean(variant?.available) };
  });
}

/** The size to start with: a product with a single size that can be bought has it chosen already. */
export function onlySizeOf(sizes: readonly { value: string; available: boolean }[]): string | null {
  return sizes.length === 1 && sizes[0]!.available ? sizes[0]!.value : null;
}
