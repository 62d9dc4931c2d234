import { data, Form, Link, useNavigate } from 'react-router';
import { type StoreAvailabilityData, StoreAvailabilityResults } from '../components/store-availability.tsx';
import { StoreSearchFields } from '../components/stores.tsx';
import { isApiError } from '../lib/api.server.ts';
import { storeAvailability } from '../lib/discovery-api.server.ts';
import { useT } from '../lib/hooks.ts';
import { type Messages, messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { lookUpStores } from '../lib/stores.server.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/store-availability';

const MAX_STORES = 20;

/** In-store stock of a product near a postal code, city or position (the product page's picker). */
export async function loader({
  params,
  request,
  context,
}: Route.LoaderArgs): Promise<StoreAvailabilityData & { translations: Messages }> {
  const locale = localeOf(params);
  const api = context.api(locale);
  const url = new URL(request.url);
  let product: Awaited<ReturnType<typeof api.product>>;
  try {
    product = await api.product(params.productId);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
  const colourCode = url.searchParams.get('color');
  const variant = product.variants.find((candidate) => candidate.upc === url.searchParams.get('upc'));
  const lookup = await lookUpStores(api, url.searchParams, translator(locale), {
    listAllWhenEmpty: false,
    locale,
  });
  const stores = lookup.stores.slice(0, MAX_STORES);
  const stock =
    stores.length > 0
      ? await storeAvailability(
          api,
          product.masterId,
          stores.map((store) => store.id),
          variant?.upc,
        )
      : null;
  return {
    translations: messagesFor(locale, ['discovery']),
    product: { id: product.id, name: product.name, pdpPath: localePath(locale, product.pdpUrl) },
    colourCode: product.attributes.Color.options.some((option) => option.code === colourCode)
      ? colourCode
      : null,
    upc: variant?.upc ?? null,
    size: variant?.size ?? null,
    lookup,
    rows: stores.map((store) => ({
      store,
      variants: stock?.stores.find((entry) => entry.storeId === store.id)?.variants ?? [],
    })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  const title = t('discovery.availability.title');
  return [
    ...pageMeta(
      t('meta.page.title', { name: loaderData ? `${title}: ${loaderData.product.name}` : title }),
      title,
    ),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function StoreAvailability({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const { product, colourCode, upc, lookup } = loaderData;
  const keep = new URLSearchParams();
  if (colourCode) keep.set('color', colourCode);
  if (upc) keep.set('upc', upc);
  return (
    <div className="container narrow">
      <h1 className="page-title">{t('discovery.availability.title')}</h1>
      <p>{t('discovery.availability.intro', { name: product.name })}</p>
      <Form method="get" className="store-search" role="search">
        {colourCode ? <input type="hidden" name="color" value={colourCode} /> : null}
        {upc ? <input type="hidden" name="upc" value={upc} /> : null}
        <StoreSearchFields
          q={lookup.q}
          idPrefix="availability"
          onLocate={(latitude, longitude) => {
            keep.set('lat', String(latitude));
            keep.set('lng', String(longitude));
            navigate(`?${keep}`);
          }}
        />
      </Form>
      <StoreAvailabilityResults data={loaderData} />
      <p>
        <Link
          to={colourCode ? `${product.pdpPath}?color=${colourCode}` : product.pdpPath}
          className="text-link"
        >
          {t('discovery.sizeChart.backToProduct')}
        </Link>
      </p>
    </div>
  );
}
