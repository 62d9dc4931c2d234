/** UPC-A check digit: odd positions weigh 3, even positions 1, over the first 11 digits. */
export function upcCheckDigit(payload: string): number {
  if (!/^\d{11}$/.test(payload)) throw new Error(`UPC payload must be 11 digits, got "${payload}"`);
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(payload[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

export function isValidUpc(upc: string): boolean {
  return /^\d{12}$/.test(upc) && upcCheckDigit(upc.slice(0, 11)) === Number(upc[11]);
}

/**
 * Builds a UPC from the product's number, colour slot and size slot, so that it is unique and stable
 * without a counter shared across batches. Product numbers up to 9,999,999 fit.
 */
export function variantUpc(productNumber: number, colorSlot: number, sizeSlot: number): string {
  if (productNumber > 9_999_999 || colorSlot > 9 || sizeSlot > 99) {
    throw new Error(`Cannot build a UPC for product ${productNumber}, colour ${colorSlot}, size ${sizeSlot}`);
  }
  const payload = `8${String(productNumber).padStart(7, '0')}${colorSlot}${String(sizeSlot).padStart(2, '0')}`;
  return payload + upcCheckDigit(payload);
}
