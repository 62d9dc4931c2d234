import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale.ts';
import type { Translate } from './translate.ts';

export function localeOf(params: { locale?: string | undefined }): Locale {
  return isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
}

export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
}

/** Error pages say in their meta description that the page is not available (spec 2, page types). */
export function errorMeta(t: Translate, notFound = true, busy = false): MetaDescriptor[] {
  const title = busy ? 'meta.busy.title' : notFound ? 'meta.notFound.title' : 'meta.error.title';
  return [
    { title: t(title) },
    { name: 'description', content: t('meta.notFound.description') },
    { name: 'robots', content: 'noindex' },
  ];
}
