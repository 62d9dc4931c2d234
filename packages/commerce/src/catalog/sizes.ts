const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/** Orders sizes as a size chart does: kids (10K…13K, 1Y…), then numeric, then letters, then the rest. */
export function compareSizes(a: string, b: string): number {
  return rank(a) - rank(b) || a.localeCompare(b);
}

function rank(size: string): number {
  const kids = /^(\d+(?:\.\d+)?)([KY])$/.exec(size);
  if (kids) return (kids[2] === 'K' ? 0 : 100) + Number(kids[1]);
  if (/^\d+(\.\d+)?$/.test(size)) return 1_000 + Number(size);
  const letter = LETTER_SIZES.indexOf(size);
  if (letter >= 0) return 10_000 + letter;
  return 100_000;
}
