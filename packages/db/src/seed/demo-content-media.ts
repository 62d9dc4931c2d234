import { DEMO_MEDIA } from './media.ts';

/**
 * The demo content names the media library's demo photos by URL only (`{ "url": "/api/media/assets/demo-lake" }`);
 * their width and height, and their alt texts in each language, come from `DEMO_MEDIA`, so one place
 * describes each photo (decision 083). A media value that gives its own `alt` keeps it (`""` where the
 * link around the image already says it all).
 */

type Json = unknown;
type Photo = (typeof DEMO_MEDIA)[keyof typeof DEMO_MEDIA];

const PHOTOS_BY_URL = new Map<string, Photo>(Object.values(DEMO_MEDIA).map((photo) => [photo.url, photo]));
const LANGUAGES = ['fr', 'de'] as const;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The demo photo a media value names, if any. */
function namedPhoto(value: Json): Photo | undefined {
  if (!isObject(value) || typeof value.url !== 'string') return undefined;
  return PHOTOS_BY_URL.get(value.url);
}

/** Whether a value holds a demo photo named without alt text, at any depth (its text depends on the language). */
function holdsNamedPhoto(value: Json): boolean {
  if (namedPhoto(value) && !('alt' in (value as object))) return true;
  if (Array.isArray(value)) return value.some(holdsNamedPhoto);
  if (isObject(value)) return Object.values(value).some(holdsNamedPhoto);
  return false;
}

/** A copy of a value with each demo photo's size, and alt text in a language unless it gives its own. */
function describe(value: Json, language: 'en' | (typeof LANGUAGES)[number]): Json {
  const photo = namedPhoto(value);
  if (photo) {
    const alt = language === 'en' ? photo.alt : photo.altLocalized[language];
    return { alt, width: photo.width, height: photo.height, ...(value as Record<string, Json>) };
  }
  if (Array.isArray(value)) return value.map((item) => describe(item, language));
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, describe(item, language)]));
  return value;
}

/**
 * A demo document (as read from its file) with its demo photos described: in `fields` in English; in each
 * language's `localized` overrides in that language, adding the override of a field whose photo the
 * language would otherwise show with the English text.
 */
export function withDemoPhotos(document: Json): Json {
  if (!isObject(document) || !isObject(document.fields)) return document;
  const fields = document.fields;
  const localized = isObject(document.localized) ? document.localized : {};
  const withPhotos = Object.keys(fields).filter((key) => holdsNamedPhoto(fields[key]));
  const languages = Object.fromEntries(
    LANGUAGES.map((language) => {
      const overrides = isObject(localized[language]) ? localized[language] : {};
      const added = Object.fromEntries(
        withPhotos.filter((key) => !(key in overrides)).map((key) => [key, fields[key]]),
      );
      return [language, describe({ ...overrides, ...added }, language)];
    }),
  );
  const others = Object.fromEntries(
    Object.entries(localized).filter(([language]) => !(LANGUAGES as readonly string[]).includes(language)),
  );
  const described = Object.fromEntries(
    Object.entries(languages).filter(([, overrides]) => Object.keys(overrides as object).length > 0),
  );
  const hasLocalized = 'localized' in document || Object.keys(described).length > 0;
  return {
    ...document,
    fields: describe(fields, 'en'),
    ...(hasLocalized ? { localized: { ...others, ...described } } : {}),
  };
}
