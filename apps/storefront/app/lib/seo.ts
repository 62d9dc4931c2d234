import type { Breadcrumb, ProductDetails } from '@ridgeline/contracts';
import type { MetaDescriptor } from 'react-router';
import { htmlLang, LOCALES, type Locale } from './locale.ts';
import { localePath, switchLocalePath } from './urls.ts';

interface MetaMatch {
  id: string;
  // biome-ignore lint/suspicious/noExplicitAny: route data of any shape
  data?: any;
}

/** The site origin the root loader saw (https://shop.example), for absolute URLs in structured data. */
export function originOf(matches: readonly (MetaMatch | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.data as { origin?: string } | undefined)?.origin ?? '';
}

/** `hreflang` alternates of a localised path: the same page in every locale, en-us as x-default. */
export function alternates(path: string): { hrefLang: string; path: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hrefLang: htmlLang(locale), path: switchLocalePath(path, locale) })),
    { hrefLang: 'x-default', path: switchLocalePath(path, 'en-us') },
  ];
}

const absolute = (origin: string, path: string) => (/^https?:/.test(path) ? path : `${origin}${path}`);

/** Minor units to the decimal string schema.org expects (all served currencies have two decimals). */
const decimal = (minorUnits: number) => (minorUnits / 100).toFixed(2);

export function breadcrumbJsonLd(
  origin: string,
  locale: Locale,
  items: Breadcrumb[],
  current?: { name: string; path: string },
): MetaDescriptor {
  const list = [
    { name: 'Ridgeline', url: `${origin}/${locale}` },
    ...items.map((item) => ({ name: item.name, url: `${origin}${localePath(locale, item.url)}` })),
    ...(current ? [{ name: current.name, url: `${origin}${current.path}` }] : []),
  ];
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: list.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        item: item.url,
      })),
    },
  };
}

export function productJsonLd(origin: string, locale: Locale, product: ProductDetails): MetaDescriptor {
  const url = `${origin}${localePath(locale, product.pdpUrl)}`;
  const { price } = product;
  const inStock = product.variants.some((variant) => variant.available);
  const availability = `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
  const offers =
    price.highCurrent > price.lowCurrent
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: price.currency,
          lowPrice: decimal(price.lowCurrent),
          highPrice: decimal(price.highCurrent),
          offerCount: product.variants.length,
          availability,
          url,
        }
      : {
          '@type': 'Offer',
          priceCurrency: price.currency,
          price: decimal(price.lowCurrent),
          availability,
          itemCondition: 'https://schema.org/NewCondition',
          url,
        };
  const images = product.attributes.Color.options.flatMap((colour) =>
    colour.images.slice(0, 1).map((image) => absolute(origin, image.src)),
  );
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': url,
      name: product.name,
      description: product.description,
      sku: product.merchantProductId,
      productID: product.id,
      brand: { '@type': 'Brand', name: product.brand },
      image: images,
      url,
      offers,
      ...(product.rating.reviewsCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating.score.toFixed(1),
              reviewCount: product.rating.reviewsCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}
