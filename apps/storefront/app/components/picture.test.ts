import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture, type PictureProps, ZoomPicture, zoomUrl } from './picture.tsx';

const render = (props: PictureProps) => renderToStaticMarkup(createElement(Picture, props));
const asset = {
  url: '/api/media/assets/demo-lake',
  alt: 'A lake below snowy peaks',
  width: 2400,
  height: 1600,
};

describe('Picture', () => {
  it('offers AVIF and WebP at 1x and 2x (doubled size, quality 50), with a JPEG fallback', () => {
    const html = render({ media: asset, size: { width: 400, height: 300 } });
    expect(html).toMatch(/^<picture>/);
    expect(html).toContain(
      '<source type="image/avif" srcSet="/api/media/assets/demo-lake/r1/400x300-q75.avif 1x, /api/media/assets/demo-lake/r1/800x600-q50.avif 2x"/>',
    );
    expect(html).toContain(
      '<source type="image/webp" srcSet="/api/media/assets/demo-lake/r1/400x300-q75.webp 1x, /api/media/assets/demo-lake/r1/800x600-q50.webp 2x"/>',
    );
    expect(html).toContain('src="/api/media/assets/demo-lake/r1/400x300-q75.jpeg"');
    expect(html).toContain('alt="A lake below snowy peaks"');
  });

  it('sets width and height (no layout shift) and loads lazily unless it has priority', () => {
    const lazy = render({ media: asset, size: { width: 400, height: 300 } });
    expect(lazy).toMatch(/<img [^>]*width="400" height="300"/);
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).not.toContain('fetchPriority');
    const first = render({ media: asset, size: { width: 400, height: 300 }, priority: true });
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
  });

  it('snaps sizes up to the allowed set, and keeps the asset revision in the URLs', () => {
    const html = render({
      media: { ...asset, url: '/api/media/assets/demo-lake?v=3' },
      size: { width: 350, height: 197 },
    });
    expect(html).toContain('/api/media/assets/demo-lake/r3/360x200-q75.avif 1x');
    expect(html).toContain('/api/media/assets/demo-lake/r3/720x400-q50.avif 2x');
  });

  it('adds sources per breakpoint, largest first, with their own size', () => {
    const html = render({
      media: asset,
      size: { width: 360, height: 360 },
      md: { width: 720, height: 400 },
      lg: { width: 1280, height: 540 },
    });
    const lg = html.indexOf('media="(min-width: 1024px)"');
    const md = html.indexOf('media="(min-width: 768px)"');
    expect(lg).toBeGreaterThan(-1);
    expect(md).toBeGreaterThan(lg);
    expect(html).toContain(
      'media="(min-width: 1024px)" type="image/avif" srcSet="/api/media/assets/demo-lake/r1/1280x540-q75.avif 1x, /api/media/assets/demo-lake/r1/2560x1080-q50.avif 2x" width="1280" height="540"',
    );
  });

  it('art-directs: a breakpoint may show another image, a library one or any other', () => {
    const html = render({
      media: asset,
      size: { width: 480, height: 320 },
      md: { width: 1024, height: 512, url: 'https://images.example.com/wide.jpg' },
      lg: { width: 1320, height: 660, url: '/api/media/assets/demo-snow' },
    });
    expect(html).toContain(
      'media="(min-width: 1024px)" type="image/avif" srcSet="/api/media/assets/demo-snow/r1/1440x720-q75.avif 1x',
    );
    expect(html).toContain(
      '<source media="(min-width: 768px)" srcSet="https://images.example.com/wide.jpg" width="1024" height="512"/>',
    );
    const plain = render({
      media: { url: 'https://images.example.com/a.jpg', alt: 'A' },
      size: { width: 480, height: 320 },
      lg: { width: 1320, height: 660, url: 'https://images.example.com/b.jpg' },
    });
    expect(plain).toMatch(
      /^<picture><source media="\(min-width: 1024px\)" srcSet="https:\/\/images.example.com\/b.jpg"/,
    );
  });

  it('places the focal point with object-position', () => {
    const html = render({ media: asset, size: { width: 400, height: 300 }, focal: { x: 0.3, y: 0.75 } });
    expect(html).toContain('style="object-position:30% 75%"');
  });

  it('renders other URLs as a plain img', () => {
    for (const url of ['/api/media/products/jacket/1f2326/0.svg', 'https://images.example.com/a.jpg']) {
      const html = render({ media: { url, alt: 'Jacket' }, size: { width: 600, height: 600 } });
      expect(html).toBe(
        `<img src="${url}" alt="Jacket" width="600" height="600" loading="lazy" decoding="async"/>`,
      );
    }
  });

  it('is decorative on request', () => {
    expect(render({ media: asset, size: { width: 400, height: 300 }, decorative: true })).toContain('alt=""');
  });
});

describe('ZoomPicture (decision 087)', () => {
  it('shows an uploaded product image at zoom size, quality 90, as AVIF or WebP with a JPEG fallback and its alt text', () => {
    const html = renderToStaticMarkup(
      createElement(ZoomPicture, {
        media: { url: '/api/media/assets/boot-1?v=2', alt: 'The boot from the side' },
      }),
    );
    expect(html).toContain(
      '<source type="image/avif" srcSet="/api/media/assets/boot-1/r2/1600x1600-q90.avif"/>',
    );
    expect(html).toContain(
      '<source type="image/webp" srcSet="/api/media/assets/boot-1/r2/1600x1600-q90.webp"/>',
    );
    expect(html).toContain('src="/api/media/assets/boot-1/r2/1600x1600-q90.jpeg"');
    expect(html).toContain('alt="The boot from the side"');
    expect(html).toMatch(/width="1600" height="1600"/);
  });

  it('has no zoom rendition for a drawn (SVG) product image', () => {
    expect(zoomUrl('/images/products/RL100002-black-1.svg', 'webp')).toBeNull();
    expect(
      renderToStaticMarkup(createElement(ZoomPicture, { media: { url: '/images/x.svg', alt: 'x' } })),
    ).toBe('');
  });
});
