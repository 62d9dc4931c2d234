import type { ProductDetails } from '@ridgeline/contracts';
import { describe, expect, it } from 'vitest';
import { alternates, breadcrumbJsonLd, productJsonLd } from './seo.ts';
import { sitemapIndex, urlEntries } from './sitemap.ts';
import { storeQuery } from './stores.server.ts';

const price = {
  currency: 'EUR',
  lowOriginal: 15000,
  highOriginal: 15000,
  lowCurrent: 12000,
  highCurrent: 12000,
  historicBestPrice: 13000,
  previousBestSalesPrice: null,
  percentagePriceDiscount: 20,
  salesPriceActiveDate: '2026-10-16T00:00:00.000Z',
};

const product = {
  id: 'RL100001',
  masterId: 'RL100001',
  name: 'Kestrel Boot',
  slug: 'kestrel-boot',
  pdpUrl: '/p/kestrel-boot-RL100001',
  brand: 'Ridgeline',
  productType: 'hiking-boot',
  sizeChartType: 'hiking-boot',
  description: 'Warm & dry <on snow>.',
  season: null,
  merchantProductId: 'M-RL100001',
  badge: null,
  eyebrow: null,
  rating: { score: 0, reviewsCount: 0 },
  breadcrumbs: [],
  attributes: {
    Color: {
      options: [
        {
          id: 'RL100001250',
          code: '250',
          label: 'Tobacco',
          hex: '#000',
          available: true,
          defaultColor: true,
          images: [{ src: '/api/media/a.svg', alt: '' }],
        },
      ],
    },
    Size: { options: [] },
  },
  details: {},
  variants: [
    {
      upc: '1',
      productId: 'RL100001250',
      colorCode: '250',
      size: '9',
      available: false,
      maxQty: 0,
      lowStock: false,
    },
  ],
  price,
} satisfies ProductDetails;

type Ld = Record<string, unknown> & { offers: Record<string, unknown> };
const jsonOf = (descriptor: object) => (descriptor as Record<string, unknown>)['script:ld+json'];
const ld = (descriptor: object) => jsonOf(descriptor) as Ld;

describe('structured data', () => {
  it('describes a product with an offer in the site currency, absolute URLs and its stock', () => {
    const data = ld(productJsonLd('https://shop.test', 'de-de', product));
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Kestrel Boot',
      sku: 'M-RL100001',
      url: 'https://shop.test/de-de/p/kestrel-boot-RL100001',
      image: ['https://shop.test/api/media/a.svg'],
      offers: {
        '@type': 'Offer',
        price: '120.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/OutOfStock',
      },
    });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('uses an AggregateOffer for a price range and adds the rating when reviewed', () => {
    const ranged = {
      ...product,
      price: { ...price, highCurrent: 14000 },
      rating: { score: 4.26, reviewsCount: 12 },
    };
    const data = ld(productJsonLd('https://shop.test', 'en-us', ranged));
    expect(data.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '120.00', highPrice: '140.00' });
    expect(data.aggregateRating).toMatchObject({ ratingValue: '4.3', reviewCount: 12 });
  });

  it('numbers breadcrumbs from the home page to the current page', () => {
    const data = jsonOf(
      breadcrumbJsonLd('https://shop.test', 'fr-ca', [{ id: '1000', name: 'Hommes', url: '/c/men-1000' }], {
        name: 'Botte',
        path: '/fr-ca/p/botte-RL100001',
      }),
    ) as { itemListElement: { position: number; item: string }[] };
    expect(data.itemListElement.map((entry) => [entry.position, entry.item])).toEqual([
      [1, 'https://shop.test/fr-ca'],
      [2, 'https://shop.test/fr-ca/c/men-1000'],
      [3, 'https://shop.test/fr-ca/p/botte-RL100001'],
    ]);
  });
});

describe('hreflang and sitemap', () => {
  it('lists the page in all six locales plus x-default', () => {
    const links = alternates('/fr-fr/c/men-1000');
    expect(links.map((link) => link.hrefLang)).toEqual([
      'en-US',
      'en-CA',
      'fr-CA',
      'en-GB',
      'de-DE',
      'fr-FR',
      'x-default',
    ]);
    expect(links.at(-1)?.path).toBe('/en-us/c/men-1000');
  });

  it('writes one <url> per locale, each with every alternate, and escapes the origin', () => {
    const xml = urlEntries('https://shop.test', '/p/a-RL100001', '2026-11-01T10:00:00.000Z');
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(42);
    expect(xml).toContain('<lastmod>2026-11-01</lastmod>');
    expect(sitemapIndex('https://a.test?x=1&y=2', ['/s.xml'])).toContain('https://a.test?x=1&amp;y=2/s.xml');
  });
});

describe('storeQuery', () => {
  it('reads a postal code when the search holds a digit, a city otherwise, coordinates first', () => {
    expect(storeQuery(new URLSearchParams('q=SW1A 1AA')).where).toEqual({ postalCode: 'SW1A 1AA' });
    expect(storeQuery(new URLSearchParams('q=Lyon')).where).toEqual({ city: 'Lyon' });
    expect(storeQuery(new URLSearchParams('q=Lyon&lat=45.76&lng=4.83')).where).toEqual({
      latitude: 45.76,
      longitude: 4.83,
    });
    expect(storeQuery(new URLSearchParams('q=  &lat=abc')).where).toBeNull();
  });
});
