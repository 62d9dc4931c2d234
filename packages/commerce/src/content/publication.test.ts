import { describe, expect, it } from 'vitest';
import { fieldsInLocale } from './localize.ts';
import { livePublication, nextBoundary, type PublicationWindow } from './publication.ts';

const at = (iso: string) => new Date(iso);
const window = (
  version: number,
  publishAt: string,
  unpublishAt: string | null = null,
  createdAt = '2026-01-01T00:00:00Z',
): PublicationWindow => ({
  version,
  publishAt: at(publishAt),
  unpublishAt: unpublishAt ? at(unpublishAt) : null,
  createdAt: at(createdAt),
});

describe('publication windows', () => {
  const published = window(1, '2026-03-01T00:00:00Z');
  const scheduled = window(2, '2026-04-01T00:00:00Z', '2026-04-15T00:00:00Z');

  it('shows nothing before the first publication', () => {
    expect(livePublication([published], at('2026-02-01T00:00:00Z'))).toBeNull();
  });

  it('shows a publication from its start, included', () => {
    expect(livePublication([published], at('2026-03-01T00:00:00Z'))?.version).toBe(1);
  });

  it('lets a scheduled publication replace the current one during its window, then falls back', () => {
    expect(livePublication([published, scheduled], at('2026-03-31T23:59:59Z'))?.version).toBe(1);
    expect(livePublication([published, scheduled], at('2026-04-01T00:00:00Z'))?.version).toBe(2);
    expect(livePublication([published, scheduled], at('2026-04-15T00:00:00Z'))?.version).toBe(1);
  });

  it('hides a document once unpublished (the end is excluded)', () => {
    const ended = window(1, '2026-03-01T00:00:00Z', '2026-03-10T00:00:00Z');
    expect(livePublication([ended], at('2026-03-09T23:59:59Z'))?.version).toBe(1);
    expect(livePublication([ended], at('2026-03-10T00:00:00Z'))).toBeNull();
  });

  it('prefers the publication made last when two start together', () => {
    const first = window(1, '2026-03-01T00:00:00Z', null, '2026-01-01T00:00:00Z');
    const second = window(3, '2026-03-01T00:00:00Z', null, '2026-01-02T00:00:00Z');
    expect(livePublication([second, first], at('2026-03-02T00:00:00Z'))?.version).toBe(3);
  });

  it('gives the next instant a start or an end changes what shows', () => {
    expect(nextBoundary([published, scheduled], at('2026-03-05T00:00:00Z'))).toEqual(
      at('2026-04-01T00:00:00Z'),
    );
    expect(nextBoundary([published, scheduled], at('2026-04-02T00:00:00Z'))).toEqual(
      at('2026-04-15T00:00:00Z'),
    );
    expect(nextBoundary([published, scheduled], at('2026-05-01T00:00:00Z'))).toBeNull();
  });
});

describe('locale fallback', () => {
  const fields = { title: 'Trail days', subtitle: 'Up to 30 % off' };
  const localized = { fr: { title: 'Jours de sentier' }, 'fr-ca': { subtitle: 'Jusqu’à 30 % de rabais' } };

  it('takes each field from the locale, then its language, then the document', () => {
    expect(fieldsInLocale(fields, localized, 'fr-ca')).toEqual({
      title: 'Jours de sentier',
      subtitle: 'Jusqu’à 30 % de rabais',
    });
    expect(fieldsInLocale(fields, localized, 'fr-fr')).toEqual({
      title: 'Jours de sentier',
      subtitle: 'Up to 30 % off',
    });
    expect(fieldsInLocale(fields, localized, 'de-de')).toEqual(fields);
  });
});
