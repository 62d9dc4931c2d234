import {
  CONTENT_BLOCK_SCHEMAS,
  type ContentType,
  type CreateContentRequest,
  FIXED_PAGES,
  LANGUAGES,
  LOCALES,
  localizedWithDefaults,
} from '@ridgeline/contracts';
import { CommerceError } from '../shared/errors.ts';
import type { LocalizedFields } from './localize.ts';

const invalid = (field: string, problem: string) => new CommerceError('REQ400', { field, problem });

/** The fields checked against the type's schema, defaults filled in; REQ400 names the first problem. */
export function checkedFields(type: ContentType, fields: unknown, at = 'fields'): Record<string, unknown> {
  const result = CONTENT_BLOCK_SCHEMAS[type].safeParse(fields);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw invalid([at, ...issue.path.map(String)].join('.'), issue.message);
  }
  return result.data as Record<string, unknown>;
}

const LOCALE_KEYS = new Set<string>([...LOCALES, ...LANGUAGES]);

/** A publication's locale: a served locale (fr-ca) or language (fr), or null for every locale. */
export function checkPublicationLocale(locale: string | null): void {
  if (locale !== null && !LOCALE_KEYS.has(locale))
    throw invalid('locale', 'must be a served locale or language');
}

/** Each locale's overrides must make, over the fields, a valid document of the type; kept with their defaults. */
export function checkedLocalized(
  type: ContentType,
  fields: Record<string, unknown>,
  localized: LocalizedFields,
): LocalizedFields {
  const known = new Set(Object.keys(CONTENT_BLOCK_SCHEMAS[type].shape));
  for (const [locale, overrides] of Object.entries(localized)) {
    if (!LOCALE_KEYS.has(locale)) throw invalid(`localized.${locale}`, 'must be a served locale or language');
    const unknown = Object.keys(overrides).find((key) => !known.has(key));
    if (unknown) throw invalid(`localized.${locale}.${unknown}`, `is not a field of ${type}`);
    checkedFields(type, { ...fields, ...overrides }, `localized.${locale}`);
  }
  return localizedWithDefaults(type, fields, localized);
}

const ROUTE_RULES: Record<
  NonNullable<CreateContentRequest['route']>['kind'],
  { type: ContentType; key: RegExp | null; problem: string }
> = {
  page: { type: 'page', key: /^[a-z0-9][a-z0-9-]{0,119}$/, problem: 'must be a lowercase slug' },
  fixed: { type: 'page', key: new RegExp(`^(${FIXED_PAGES.join('|')})$`), problem: 'must be a fixed page' },
  category: { type: 'page', key: /^\d{4,10}$/, problem: 'must be a category id' },
  product: { type: 'page', key: /^[A-Z0-9]{8,14}$/, problem: 'must be a product id' },
  search: { type: 'page', key: /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, problem: 'must be a search type' },
  footer: { type: 'footer', key: null, problem: 'must be empty' },
  menu: { type: 'mega-menu', key: null, problem: 'must be empty' },
};

/** A route fits the document's type: pages are pages, a footer route a footer, a menu route a mega menu. */
export function checkRoute(type: ContentType, route: CreateContentRequest['route']): void {
  if (!route) return;
  const rule = ROUTE_RULES[route.kind];
  if (rule.type !== type) throw invalid('route.kind', `a ${route.kind} route needs a ${rule.type} document`);
  if (rule.key ? !rule.key.test(route.key) : route.key !== '') throw invalid('route.key', rule.problem);
  if (route.parentSlug && route.kind !== 'page')
    throw invalid('route.parentSlug', 'only pages have a parent');
}

/** A whole document as the editors' API takes it: its route, fields and every locale's overrides. */
export function checkDocument(
  document: Pick<CreateContentRequest, 'type' | 'route' | 'fields' | 'localized'>,
): void {
  checkRoute(document.type, document.route);
  checkedLocalized(document.type, checkedFields(document.type, document.fields), document.localized);
}
