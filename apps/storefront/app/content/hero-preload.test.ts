import { CONTENT_BLOCK_SCHEMAS } from '@ridgeline/contracts';
import { describe, expect, it } from 'vitest';
import { heroPreloads } from './hero-preload.ts';

const doc = (type: 'banner' | 'rich-text', fields: Record<string, unknown>) => ({
  id: '00000000-0000-4000-8000-000000000001',
  type,
  name: String(fields.name),
  layoutVariant: null,
  fields: CONTENT_BLOCK_SCHEMAS[type].parse(fields),
});
const hero = (extra: Record<string, unknown> = {}) =>
  doc('banner', {
    name: 'Hero',
    kind: 'hero',
    title: 'Made for the long way round',
    media: { url: '/api/media/assets/demo-mountain', alt: 'Peaks' },
    ...extra,
  });
const SLOTS = ['top', 'main'];

describe('heroPreloads', () => {
  it("preloads the first block's hero as AVIF, one link per breakpoint range, at high priority", () => {
    const links = heroPreloads({ slots: { top: [], main: [hero(), hero()] } }, SLOTS);
    expect(links).toEqual([
      {
        href: '/api/media/assets/demo-mountain/r1/480x540-q75.avif',
        options: {
          as: 'image',
          type: 'image/avif',
          fetchPriority: 'high',
          media: '(max-width: 767.98px)',
          imageSrcSet: expect.stringMatching(
            /480x540-q75\.avif 1x, .*demo-mountain\/r1\/960x1080-q50\.avif 2x$/,
          ),
        },
      },
      {
        href: expect.stringMatching(/1024x540-q75\.avif$/),
        options: expect.objectContaining({
          media: '(min-width: 768px) and (max-width: 1023.98px)',
          imageSrcSet: expect.stringMatching(/1024x540-q75\.avif 1x/),
        }),
      },
      {
        href: expect.stringMatching(/1440x640-q75\.avif$/),
        options: expect.objectContaining({
          media: '(min-width: 1024px)',
          imageSrcSet: expect.stringMatching(/1440x640-q75\.avif 1x/),
        }),
      },
    ]);
  });

  it('preloads nothing when the first block is not a library-image hero', () => {
    const text = doc('rich-text', {
      name: 'Intro',
      richText: { type: 'doc', content: [{ type: 'paragraph' }] },
    });
    expect(heroPreloads({ slots: { top: [text, hero()] } }, SLOTS)).toEqual([]);
    expect(heroPreloads({ slots: { top: [hero({ heroVariant: 'video' })] } }, SLOTS)).toEqual([]);
    const external = hero({ media: { url: 'https://images.example.com/peak.jpg', alt: 'Peaks' } });
    expect(heroPreloads({ slots: { top: [external] } }, SLOTS)).toEqual([]);
    expect(heroPreloads({ slots: {} }, SLOTS)).toEqual([]);
  });
});
