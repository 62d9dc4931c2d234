import { parseCategoryId, parseProductId } from '../../../lib/urls.ts';

/**
 * The query of a photo widget's call to the user media service (decision 101): a Curalate or UGC block's
 * filter may name {productId} and {category}, filled from the page path (a product page's id, a category
 * page's id); without a filter, or on a page that has neither, the newest approved photos of all.
 */
export function photoWidgetQuery(pathname: string, filter: string | undefined, count = 12): string {
  const query = new URLSearchParams({ count: String(count) });
  const path = pathname.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, '');
  const [, kind, slugId] = /^\/(p|c)\/([^/]+)/.exec(path) ?? [];
  if (filter?.includes('{productId}') && kind === 'p') {
    const productId = parseProductId(slugId);
    if (productId) query.set('productId', productId);
  } else if (filter?.includes('{category}') && kind === 'c') {
    const categoryId = parseCategoryId(slugId);
    if (categoryId) query.set('categoryId', categoryId);
  }
  return query.toString();
}

/** Olapic is shown only on pages that are neither a product page nor a customs page (spec 3 section 2). */
export function olapicHidden(pathname: string): boolean {
  return /\/(p|customs)(\/|$)/.test(pathname.replace(/^\/[a-z]{2}-[a-z]{2}/, ''));
}
