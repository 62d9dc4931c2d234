import { describe, expect, it } from 'vitest';
import {
  isKnownProductType,
  normalizeHex,
  PRODUCT_TYPES,
  productImagePath,
  renderProductImage,
} from './product-image.ts';

const render = (productType: string, hex = '#b5382b', view = 0) =>
  renderProductImage({ productType, hex, view });

/** Checks that every tag is closed in order, which is what a browser's XML parser requires of an SVG file. */
function isWellFormed(xml: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, , selfClosing] of xml.matchAll(
    /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"<>]*")*)\s*(\/?)>/g,
  )) {
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      stack.push(name as string);
    }
  }
  const stripped = xml.replace(/<\/?[a-zA-Z]+(?:\s+[a-zA-Z:-]+="[^"<>]*")*\s*\/?>/g, '');
  return stack.length === 0 && stripped.trim() === '';
}

describe('renderProductImage', () => {
  it('returns a small, self-contained, well-formed portrait SVG for every type and view', () => {
    for (const type of PRODUCT_TYPES) {
      for (const view of [0, 1, 2]) {
        const svg = render(type, '#2f4f3a', view);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000"')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(isWellFormed(svg), `${type} view ${view}`).toBe(true);
        expect(svg.length).toBeLessThan(4096);
        expect(svg).not.toMatch(/href|url\(|<text|<script|NaN|undefined/);
      }
    }
  });

  it('paints the product in the requested colour with darker and lighter tones of it', () => {
    const svg = render('jacket', '#B5382B');
    expect(svg).toContain('fill="#b5382b"');
    const fills = new Set([...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})"/g)].map((m) => m[1]));
    expect(fills).toContain('#7f271e');
    expect(fills).toContain('#ca7066');
    expect(render('jacket', '#1f2d4a')).not.toContain('#b5382b');
  });

  it('draws a different picture for each product type', () => {
    const images = PRODUCT_TYPES.map((type) => render(type));
    expect(new Set(images).size).toBe(PRODUCT_TYPES.length);
  });

  it('draws a different picture for each view', () => {
    for (const type of PRODUCT_TYPES) {
      expect(new Set([0, 1, 2].map((view) => render(type, '#6b4a2f', view))).size).toBe(3);
    }
  });

  it('accepts hex colours without "#", in upper case or in short form', () => {
    expect(render('cap', 'ABC')).toBe(render('cap', '#aabbcc'));
    expect(render('cap', '1F2326')).toBe(render('cap', '#1f2326'));
  });

  it('rejects an invalid colour, an unknown product type and an unknown view with a clear error', () => {
    expect(() => render('jacket', '#12345')).toThrow('Invalid colour "#12345"');
    expect(() => render('jacket', 'red')).toThrow(/Invalid colour/);
    expect(() => render('jacket', '#ggg000')).toThrow(/Invalid colour/);
    expect(() => render('jacket', '"/><script>')).toThrow(/Invalid colour/);
    expect(() => render('surfboard')).toThrow('Unknown product type "surfboard"');
    expect(() => render('jacket', '#b5382b', 3)).toThrow('Invalid view 3');
    expect(() => render('jacket', '#b5382b', 0.5)).toThrow(/Invalid view/);
  });
});

describe('productImagePath', () => {
  it('builds the media route path with a lower-case hex and no "#"', () => {
    expect(productImagePath('hiking-boot', '#6B4A2F', 1)).toBe(
      '/api/media/products/hiking-boot/6b4a2f/1.svg',
    );
    expect(() => productImagePath('kayak', '#6b4a2f', 0)).toThrow(/Unknown product type/);
  });
});

describe('isKnownProductType and normalizeHex', () => {
  it('recognises the listed product types only', () => {
    expect(PRODUCT_TYPES.every(isKnownProductType)).toBe(true);
    expect(isKnownProductType('Jacket')).toBe(false);
    expect(isKnownProductType('constructor')).toBe(false);
  });

  it('normalises hex colours', () => {
    expect(normalizeHex(' #FFF ')).toBe('#ffffff');
    expect(() => normalizeHex('')).toThrow(/Invalid colour/);
  });
});
