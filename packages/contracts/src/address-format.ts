// Postal addresses written as each country writes them (decision 091). No zod here: browser code
// imports it.

export interface LocalityParts {
  city: string;
  province?: string | null;
  postalCode?: string | null;
  countryCode: string;
}

/**
 * The lines of an address after the street: "Beverly Hills, CA 90210" in the US and Canada, the town
 * then the postcode on its own line in the UK, "80331 München" (postal code first) in Germany, France
 * and the rest of continental Europe.
 */
export function localityLines({ city, province, postalCode, countryCode }: LocalityParts): string[] {
  const code = postalCode?.trim() ?? '';
  switch (countryCode) {
    case 'US':
    case 'CA':
      return [[city, [province, code].filter(Boolean).join(' ')].filter(Boolean).join(', ')];
    case 'GB':
      return [city, code.toUpperCase()].filter(Boolean);
    default:
      return [[code, city].filter(Boolean).join(' ')];
  }
}
