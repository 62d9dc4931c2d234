import { type Locale, negotiateLocale } from '@ridgeline/storefront/lib/locale.ts';

/** The operator's chosen language (the switcher's cookie, Path=/admin), else the browser's. */
export const LANGUAGE_COOKIE = 'rl_admin_locale';

/** The back-office speaks each language of the catalogue in one locale. */
export const ADMIN_LOCALES = { en: 'en-us', fr: 'fr-fr', de: 'de-de' } as const satisfies Record<
  string,
  Locale
>;
export type AdminLanguage = keyof typeof ADMIN_LOCALES;

export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return typeof value === 'string' && value in ADMIN_LOCALES;
}

/** The locale the back-office answers an operator in: their switcher's choice, else Accept-Language. */
export function operatorLocale(request: Request): Locale {
  const chosen = /(?:^|;\s*)rl_admin_locale=(\w+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  if (isAdminLanguage(chosen)) return ADMIN_LOCALES[chosen];
  const negotiated = negotiateLocale(request.headers.get('accept-language'));
  const language = negotiated.slice(0, 2);
  return isAdminLanguage(language) ? ADMIN_LOCALES[language] : ADMIN_LOCALES.en;
}

export function languageCookie(language: AdminLanguage): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/admin; SameSite=Lax; Max-Age=31536000`;
}
