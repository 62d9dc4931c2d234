import { COMPARE_MAX, COMPARE_MIN, type CompareResponse } from '@ridgeline/contracts';
import { data, Link } from 'react-router';
import { Notice } from '../components/notice.tsx';
import { Price } from '../components/price.tsx';
import { isApiError } from '../lib/api.server.ts';
import { compare } from '../lib/discovery-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/compare';

type Problem = 'tooFew' | 'invalid' | 'notFound' | 'unavailable';

/** `?ids=A&ids=B` (the listing's compare form) or `?ids=A,B`: distinct ids, in the order given. */
function requestedIds(url: URL): string[] {
  const ids = url.searchParams
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(ids)];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const translations = messagesFor(locale, ['discovery']);
  const ids = requestedIds(new URL(request.url));
  const fail = (problem: Problem, status: number) =>
    data(
      {
        translations,
        ids,
        comparison: null as CompareResponse | null,
        problem: problem as Problem | null,
      },
      { status },
    );
  if (ids.length < COMPARE_MIN) return fail('tooFew', 200);
  try {
    const comparison = await compare(context.api(locale), ids.slice(0, COMPARE_MAX));
    return {
      translations,
      ids,
      comparison,
      problem: null as Problem | null,
    };
  } catch (error) {
    if (isApiError(error, 'PLP400')) return fail('notFound', 404);
    if (isApiError(error) && error.status === 400) return fail('invalid', 400);
    console.error(error);
    return fail('unavailable', 503);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('meta.page.title', { name: t('discovery.compare.title') }), t('discovery.compare.hint')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { ids, comparison, problem } = loaderData;
  const t = useT();
  const locale = useLocale();
  const message =
    problem === 'tooFew'
      ? t('discovery.compare.tooFew')
      : problem === 'invalid'
        ? t('discovery.compare.invalid')
        : problem === 'notFound'
          ? t('discovery.compare.notFound')
          : problem
            ? t('discovery.dialog.error')
            : null;
  const without = (id: string) => {
    const rest = ids.filter((other) => other !== id);
    return `/${locale}/compare?${rest.map((other) => `ids=${encodeURIComponent(other)}`).join('&')}`;
  };
  return (
    <div className="container compare-page">
      <h1 className="page-title">{t('discovery.compare.title')}</h1>
      {message ? <Notice type={problem === 'tooFew' ? 'info' : 'error'}>{message}</Notice> : null}
      {comparison ? (
        <div className="table-scroll">
          <table className="data-table compare-table">
            <caption className="visually-hidden">{t('discovery.compare.title')}</caption>
            <thead>
              <tr>
                <td />
                {comparison.products.map((product) => (
                  <th key={product.id} scope="col">
                    {product.image ? (
                      <img src={product.image.src} alt="" width={200} height={200} loading="lazy" />
                    ) : null}
                    <Link to={localePath(locale, product.pdpUrl)}>{product.name}</Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('discovery.compare.price')}</th>
                {comparison.products.map((product) => (
                  <td key={product.id}>
                    <Price price={product.price} />
                  </td>
                ))}
              </tr>
              {comparison.attributes.map((attribute) => (
                <tr key={attribute.id}>
                  <th scope="row">{attribute.label}</th>
                  {attribute.values.map((value, index) => (
                    <td key={comparison.products[index]?.id ?? index}>
                      {value ?? t('discovery.compare.none')}
                    </td>
                  ))}
                </tr>
              ))}
              {comparison.products.length > COMPARE_MIN ? (
                <tr>
                  <td />
                  {comparison.products.map((product) => (
                    <td key={product.id}>
                      <Link
                        to={without(product.id)}
                        className="text-link"
                        aria-label={t('discovery.compare.remove', { name: product.name })}
                      >
                        {t('discovery.compare.removeShort')}
                      </Link>
                    </td>
                  ))}
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      ) : null}
      <p>
        <Link to={`/${locale}`} className="button button-secondary">
          {t('discovery.compare.continue')}
        </Link>
      </p>
    </div>
  );
}
