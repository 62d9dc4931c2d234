import { labelOf } from '../shared/labels.ts';

/** A product badge in the locale's language (catalogue `label.badge.<id>`); an unknown id reads as itself. */
export function badgeLabel(id: string | null, locale: string): { id: string; label: string } | null {
  if (!id) return null;
  return { id, label: labelOf(locale, `label.badge.${id}`, id) };
}

/** A product's eyebrow, written in English in the data, in the locale's language when the catalogue has it. */
export function eyebrowLabel(text: string | null, locale: string): { id: string; label: string } | null {
  if (!text) return null;
  const id = text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { id, label: labelOf(locale, `label.eyebrow.${id}`, text) };
}

/** The catalogue's id of a text written in English in the data: kebab case ("Drawcord and lid" → drawcord-and-lid). */
const textId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A product's detail attributes with their values in the locale's language (catalogue
 * `label.detail.value.<id>`, decision 092); measurements and values the catalogue lacks read as written.
 */
export function detailValues(details: Record<string, string>, locale: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details).map(([name, value]) => [
      name,
      labelOf(locale, `label.detail.value.${textId(value)}`, value),
    ]),
  );
}
