import { languageOf } from '@ridgeline/contracts';

/** Per-locale (fr-ca) or per-language (fr) overrides of a document's top-level fields. */
export type LocalizedFields = Record<string, Record<string, unknown>>;

/**
 * A document's fields in a locale: each top-level field falls back from the locale (fr-ca) to its
 * language (fr) to the document's own fields (decision 067).
 */
export function fieldsInLocale(
  fields: Record<string, unknown>,
  localized: LocalizedFields,
  locale: string,
): Record<string, unknown> {
  return { ...fields, ...(localized[languageOf(locale)] ?? {}), ...(localized[locale] ?? {}) };
}
