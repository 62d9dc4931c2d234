import { CONTENT_BLOCK_SCHEMAS, type ContentType } from '@ridgeline/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../block.ts';
import { ContentBlock } from '../../registry.tsx';

/** A block of a type, its fields parsed by the type's schema (defaults filled in, as the content service does). */
function block<T extends ContentType>(type: T, fields: Record<string, unknown>): Block<T> {
  return {
    id: `00000000-0000-4000-8000-${type.length.toString().padStart(12, '0')}`,
    type,
    name: String(fields.name),
    layoutVariant: null,
    fields: CONTENT_BLOCK_SCHEMAS[type].parse(fields) as Block<T>['fields'],
  };
}

function render(content: Block, position = 0) {
  const Stub = createRoutesStub([
    { path: '/:locale', Component: () => createElement(ContentBlock, { block: content, position }) },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ['/en-us?x=1'] }));
}

const media = { url: '/api/media/products/jacket/1f3a5e/0.svg', alt: 'A blue jacket' };

describe('banner', () => {
  it('renders a hero with an h1, eyebrow, gradient, caption, tracked targets and an eager image', () => {
    const html = render(
      block('banner', {
        name: 'Hero',
        kind: 'hero',
        heroVariant: 'contained',
        titleH1: true,
        title: 'Winter trails',
        eyebrowText: 'Campaign',
        media,
        gradient: { style: 'focused', breakpoints: ['lg'] },
        caption: { text: 'Photo: Dolomites', position: 'top-right' },
        targets: [{ text: 'Layering', url: '?utm=a#layering-guide', style: 'secondary' }],
        promotionTracking: { promotionId: 'p1' },
      }),
    );
    expect(html).toMatch(/<h1[^>]*>Winter trails<\/h1>/);
    expect(html).toContain('content-banner-hero');
    expect(html).toContain('content-hero-contained');
    expect(html).toContain(
      'content-gradient content-gradient-focused content-gradient-dark content-gradient-on-lg',
    );
    expect(html).toContain('content-caption content-caption-top-right');
    expect(html).toContain('href="/en-us?x=1&amp;utm=a#layering-guide"');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('data-promotion-id="p1"');
  });

  it('renders other kinds with an h2, lazy below the fold, hidden titles and no buttons for No-CTA', () => {
    const html = render(
      block('banner', {
        name: 'Split',
        kind: 'split',
        splitImageWidth: 40,
        splitAlignment: 'right-3-top',
        title: 'Repairs',
        hideTitle: true,
        linkType: 'No-CTA',
        media,
        mediaTarget: { url: '/c/men-1000', text: 'Shop men' },
        targets: [{ text: 'Hidden button', url: '/c/men-1000' }],
      }),
      3,
    );
    expect(html).toMatch(/<h2[^>]*class="content-title visually-hidden/);
    expect(html).toContain('content-split-40 content-split-right-3-top');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('Hidden button');
    expect(html).toContain('aria-label="Shop men"');
    expect(html).toContain('href="/en-us/c/men-1000"');
  });
});

describe('content images from the media library (decision 083)', () => {
  const photo = {
    url: '/api/media/assets/demo-mountain',
    alt: 'Peaks at sunrise',
    width: 2400,
    height: 1600,
  };

  it('fetch the hero at its size per screen, 1x and doubled at quality 50, eager and first', () => {
    const html = render(block('banner', { name: 'Hero', kind: 'hero', title: 'Peaks', media: photo }));
    expect(html).toMatch(/^(?:(?!<picture>).)*<picture>/s);
    // Phones: 480 x 540 (2x 960 x 1080); tablets 1024 x 540; desktops 1440 x 640 (2x 2880 x 1280).
    expect(html).toContain(
      'type="image/avif" srcSet="/api/media/assets/demo-mountain/r1/480x540-q75.avif 1x, /api/media/assets/demo-mountain/r1/960x1080-q50.avif 2x"',
    );
    expect(html).toContain(
      'media="(min-width: 1024px)" type="image/avif" srcSet="/api/media/assets/demo-mountain/r1/1440x640-q75.avif 1x, /api/media/assets/demo-mountain/r1/2880x1280-q50.avif 2x"',
    );
    expect(html).toContain('media="(min-width: 768px)" type="image/webp"');
    expect(html).toMatch(/<img [^>]*width="480" height="540"[^>]*loading="eager" fetchPriority="high"/);
    expect(html).toContain('alt="Peaks at sunrise"');
  });

  it("reserve the kind's shape, not the photo's, and load lazily below the first block", () => {
    const html = render(
      block('banner', { name: 'Split', kind: 'split', splitImageWidth: 50, media: photo }),
      2,
    );
    expect(html).toContain('--media-ratio:1.3333333333333333');
    // Half of the 1320 px container on desktops: 660 x 495, snapped up to 720 x 540.
    expect(html).toContain('/api/media/assets/demo-mountain/r1/720x540-q75.avif 1x');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchPriority');
  });

  it('keep an image from elsewhere a plain img with its own width and height', () => {
    const html = render(
      block('banner', {
        name: 'Overlay',
        kind: 'overlay',
        media: { url: 'https://images.example.com/a.jpg', alt: 'A', width: 1200, height: 600 },
      }),
      1,
    );
    expect(html).not.toContain('<picture>');
    expect(html).toMatch(
      /<img src="https:\/\/images.example.com\/a.jpg" alt="A" width="1200" height="600" loading="lazy"/,
    );
  });

  it('give category cards eager loading at the top of a page, never high priority', () => {
    const html = render(
      block('category-cards', {
        name: 'Cards',
        cards: [1, 2, 3].map((n) => ({ title: `C${n}`, media: photo, target: { url: `/c/${n}` } })),
      }),
    );
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain('fetchPriority');
    // Three across on desktops: 440 px squares, snapped up to 480.
    expect(html).toContain('/api/media/assets/demo-mountain/r1/480x480-q75.avif 1x');
  });

  it("fetch a film poster at the column width, not the video's full size, and lazily", () => {
    const html = render(
      block('video', {
        name: 'Film',
        source: 'youtube',
        youtubeId: 'aqz-KE-bpKQ',
        seoTitle: 'Above the tree line',
        media: { lg: photo },
      }),
      2,
    );
    // 1280 x 720 video: 480 x 270 on phones (snapped to 480 x 280), the container's 1280 on desktops.
    expect(html).toContain('/api/media/assets/demo-mountain/r1/480x280-q75.avif 1x');
    expect(html).toContain('/api/media/assets/demo-mountain/r1/1280x720-q75.avif 1x');
    expect(html).toContain('loading="lazy"');
  });

  it('art-direct a picture block with its own image per breakpoint', () => {
    const html = render(
      block('picture', {
        name: 'Picture',
        media: { sm: photo, lg: { ...photo, url: '/api/media/assets/demo-lake' } },
      }),
      1,
    );
    expect(html).toContain(
      'media="(min-width: 1024px)" type="image/avif" srcSet="/api/media/assets/demo-lake/r1/1440x900-q75.avif 1x',
    );
    expect(html).toContain('/api/media/assets/demo-mountain/r1/480x320-q75.avif 1x');
  });
});

describe('video', () => {
  it('renders YouTube as a poster button without any player or third-party request', () => {
    const html = render(
      block('video', {
        name: 'Film',
        source: 'youtube',
        youtubeId: 'aqz-KE-bpKQ',
        seoTitle: 'Above the tree line',
      }),
      2,
    );
    expect(html).toContain('<button type="button" class="content-video-poster"');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube-nocookie');
  });

  it('renders a hosted video muted, looped, inline, with its caption and chapter tracks', () => {
    const html = render(
      block('video', {
        name: 'Hosted',
        source: 'platform',
        cloudinaryAsset: { cloudName: 'ridgeline', publicId: 'films/alta via' },
        tracks: [
          { src: '/media/alta-via.en.vtt', label: 'English', srclang: 'en', kind: 'transcripts' },
          { src: '/media/alta-via.chapters.vtt', label: 'Chapters', srclang: 'en', kind: 'chapters' },
        ],
      }),
      1,
    );
    expect(html).toContain('src="https://res.cloudinary.com/ridgeline/video/upload/films/alta%20via.mp4"');
    expect(html).toMatch(/<video[^>]*loop=""/);
    expect(html).toMatch(/<video[^>]*playsInline=""/);
    expect(html).toMatch(/<video[^>]*preload="none"/); // below the fold: nothing loads until it is in view
    expect(html).not.toMatch(/<video[^>]*controls/); // hideControls by default…
    expect(html).toContain('content-video-toggle'); // …so a pause/play button is there
    expect(html).toContain(
      '<track src="/media/alta-via.en.vtt" kind="captions" srcLang="en" label="English"/>',
    );
    expect(html).toContain('kind="chapters"');
  });
});

describe('other editorial blocks', () => {
  it('renders an exclusive accordion with native disclosures', () => {
    const html = render(
      block('accordion', {
        name: 'FAQ',
        items: [
          { id: 'a', title: 'One?', richText: { type: 'doc', content: [] } },
          { id: 'b', title: 'Two?', richText: { type: 'doc', content: [] } },
        ],
      }),
    );
    expect(html.match(/<details name="accordion-/g)).toHaveLength(2);
    expect(html).toContain('<summary>One?</summary>');
  });

  it('renders a spacer with a height per breakpoint', () => {
    const html = render(block('spacer', { name: 'Gap', bottomMargins: { sm: 8, lg: 64 } }));
    expect(html).toContain('--spacer-sm:8px;--spacer-md:8px;--spacer-lg:64px');
  });

  it('renders a decided segmentation, and an empty marker when nothing matched', () => {
    const chosen = block('rich-text', {
      name: 'Chosen',
      richText: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'For members' }] }],
      },
    });
    const decided = block('segmentation', { name: 'Seg', segments: [] });
    const html = render({
      ...decided,
      fields: { ...decided.fields, baselines: [chosen], decidedSegment: 'loyalty-member' },
    } as unknown as Block);
    expect(html).toContain('data-segment="loyalty-member"');
    expect(html).toContain('For members');
    expect(render(block('segmentation', { name: 'Seg', segments: [] }))).toContain(
      'data-section-empty="true"',
    );
  });

  it('renders the photo widgets with their title, the photos loading in the browser', () => {
    const html = render(
      block('olapic', { name: 'Olapic', containerId: 'c1', title: 'On the trail', subtitle: 'Tag us' }),
    );
    expect(html).toContain('On the trail');
    expect(html).toContain('Tag us');
    expect(html).toContain('aria-busy="true"');
  });
});
