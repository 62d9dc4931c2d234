import { data } from 'react-router';
import { FavoriteList } from '../components/favorite-list.tsx';
import { sharedFavorites } from '../lib/account-api.server.ts';
import { isApiError } from '../lib/api.server.ts';
import { useT } from '../lib/hooks.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/favorites-shared';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const api = context.api(localeOf(params));
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    return {
      translations: messagesFor(localeOf(params), ['account']),
      list: await sharedFavorites(api, params.favoriteId, token),
    };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('account.favorites.sharedTitle'), t('account.favorites.description')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SharedFavorites({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { list } = loaderData;
  return (
    <div className="container account-page">
      <h1 className="page-title">{t('account.favorites.sharedTitle')}</h1>
      {list.total === 0 ? <p>{t('account.favorites.sharedEmpty')}</p> : <FavoriteList items={list.items} />}
    </div>
  );
}
