import { data, Link } from 'react-router';
import { ProductGrid } from '../components/product-tile.tsx';
import { isApiError } from '../lib/api.server.ts';
import { productSet } from '../lib/discovery-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/look';

/** One "shop the look" set with all its products. */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return {
      translations: messagesFor(localeOf(params), ['discovery']),
      look: await productSet(context.api(localeOf(params)), params.setId),
    };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  if (!loaderData) return [];
  return pageMeta(t('meta.page.title', { name: loaderData.look.name }), loaderData.look.description);
}

export default function Look({ loaderData }: Route.ComponentProps) {
  const { look } = loaderData;
  const t = useT();
  const locale = useLocale();
  return (
    <div className="container">
      <p className="eyebrow">{t('discovery.looks.title')}</p>
      <h1 className="page-title">{look.name}</h1>
      <p className="look-description">{look.description}</p>
      <ProductGrid products={look.products} />
      <p>
        <Link to={`/${locale}`} className="text-link">
          {t('discovery.compare.continue')}
        </Link>
      </p>
    </div>
  );
}
