/**
 * Lower case without accents: how cities are compared ("Montreal" finds "Montréal"). The rule of the
 * `postal_codes.city_key` column: the store locator searches with it and the seed fills the column with it.
 */
export function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
