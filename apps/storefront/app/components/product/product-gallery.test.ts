import type { ColorOption } from '@ridgeline/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './product-gallery.tsx';

const colour = {
  code: 'black',
  label: 'Black',
  images: [
    { src: '/api/media/assets/boot-1', alt: 'The boot from the side' },
    { src: '/images/products/RL100002-black-2.svg', alt: 'The sole' },
  ],
} as unknown as ColorOption;

describe('ProductGallery (decision 087)', () => {
  it('links an uploaded image to its zoom rendition and shows it at product-page size; drawn images stay as they are', () => {
    const Stub = createRoutesStub([
      { path: '/', Component: () => createElement(ProductGallery, { name: 'Crestone', colour }) },
    ]);
    const html = renderToStaticMarkup(createElement(Stub, { initialEntries: ['/'] }));
    expect(html).toContain('href="/api/media/assets/boot-1/r1/1600x1600-q90.jpeg"');
    expect(html).toContain(
      'srcSet="/api/media/assets/boot-1/r1/720x720-q75.avif 1x, /api/media/assets/boot-1/r1/1440x1440-q50.avif 2x"',
    );
    expect(html).toContain('alt="The boot from the side"');
    expect(html.match(/class="gallery-zoom"/g)).toHaveLength(1);
    expect(html).toContain('src="/images/products/RL100002-black-2.svg"');
  });
});
