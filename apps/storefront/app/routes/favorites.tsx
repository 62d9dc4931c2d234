import { FAVORITES_PAGE_SIZE, type Favorites } from '@ridgeline/contracts';
import { data, Form, Link, useNavigation } from 'react-router';
import { FavoriteList } from '../components/favorite-list.tsx';
import { Notice } from '../components/notice.tsx';
import { addFavorite, favorites, removeFavorite, shareFavorites } from '../lib/account-api.server.ts';
import { isApiError } from '../lib/api.server.ts';
import {
  addFavoriteForm,
  FavoritesIntent,
  removeFavoriteForm,
  shareFavoritesForm,
} from '../lib/favorites-forms.server.ts';
import { intentOf, parseForm, refusalOf } from '../lib/forms.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { siteFeatures } from '../lib/site-features.server.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/favorites';

const PAGE_SIZE = FAVORITES_PAGE_SIZE;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const api = context.api(locale);
  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1);
  const translations = messagesFor(locale, ['account']);
  // The site's switch off: there is no favorites page (decision 079).
  if (!(await siteFeatures(api)).favorites) throw data(null, { status: 404 });
  try {
    const list = await favorites(api, { start: (page - 1) * PAGE_SIZE, count: PAGE_SIZE });
    return { translations, list, page, unavailable: false, failed: false };
  } catch (error) {
    // Favorites are off for a connected employee (API405).
    const unavailable = isApiError(error, 'API405');
    if (!unavailable) console.error(error);
    return { translations, list: null, page, unavailable, failed: !unavailable };
  }
}

export type FavoritesActionResult =
  | { ok: true; intent: string; productId?: string; message: string; shareUrl?: string; at: number }
  | { ok: false; error: string; at: number };

export async function action({ params, request, context }: Route.ActionArgs): Promise<FavoritesActionResult> {
  const locale = localeOf(params);
  const t = translator(locale);
  const api = context.api(locale);
  const form = await request.formData();
  const intent = intentOf(form, FavoritesIntent);
  const at = Date.now();
  const refused = (error: unknown): FavoritesActionResult => ({ ok: false, error: refusalOf(error, t), at });
  // A form that does not name a list or product is not one of this page's: nothing to tell the API.
  const malformed: FavoritesActionResult = { ok: false, error: t('error.generic'), at };
  if (intent === 'add') {
    const submission = parseForm(form, addFavoriteForm, t);
    if (submission.status !== 'success') return malformed;
    const { productId, name } = submission.value;
    try {
      await addFavorite(api, productId);
      return { ok: true, intent, productId, message: t('account.favorites.added', { name }), at };
    } catch (error) {
      return refused(error);
    }
  }
  if (intent === 'remove') {
    const submission = parseForm(form, removeFavoriteForm, t);
    if (submission.status !== 'success') return malformed;
    const { favoriteId, itemId, name } = submission.value;
    try {
      await removeFavorite(api, favoriteId, itemId);
      return { ok: true, intent, message: t('account.favorites.removed', { name }), at };
    } catch (error) {
      return refused(error);
    }
  }
  if (intent === 'share') {
    const submission = parseForm(form, shareFavoritesForm, t);
    if (submission.status !== 'success') return malformed;
    try {
      const share = await shareFavorites(api, submission.value.favoriteId);
      const origin = new URL(request.url).origin;
      const shareUrl = `${origin}/${locale}/favorites/shared/${share.favoriteId}?token=${share.shareToken}`;
      return { ok: true, intent, message: t('account.favorites.shareReady'), shareUrl, at };
    } catch (error) {
      return refused(error);
    }
  }
  return malformed;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('account.favorites.title'), t('account.favorites.description')),
    { name: 'robots', content: 'noindex' },
  ];
}

function Pager({ list, page }: { list: Favorites; page: number }) {
  const t = useT();
  const pages = Math.ceil(list.total / PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('account.favorites.pages')}>
      {page > 1 ? <Link to={`?page=${page - 1}`}>{t('account.favorites.previous')}</Link> : null}
      <span>{t('account.favorites.pageOf', { page, pages })}</span>
      {page < pages ? <Link to={`?page=${page + 1}`}>{t('account.favorites.next')}</Link> : null}
    </nav>
  );
}

export default function FavoritesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, page, unavailable, failed } = loaderData;
  const t = useT();
  const locale = useLocale();
  const result = actionData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <div className="container account-page">
      <h1 className="page-title">{t('account.favorites.title')}</h1>
      {result?.ok ? (
        <Notice type="success">
          {result.message}
          {result.shareUrl ? (
            <>
              {' '}
              <label htmlFor="share-url" className="visually-hidden">
                {t('account.favorites.shareLink')}
              </label>
              <input id="share-url" className="share-url" readOnly value={result.shareUrl} />
            </>
          ) : null}
        </Notice>
      ) : null}
      {result && !result.ok ? <Notice type="error">{result.error}</Notice> : null}
      {unavailable ? <Notice type="info">{t('account.favorites.unavailable')}</Notice> : null}
      {failed ? <Notice type="error">{t('account.favorites.loadFailed')}</Notice> : null}
      {list && list.total === 0 ? (
        <div className="empty-state">
          <p>{t('account.favorites.empty')}</p>
          <Link to={`/${locale}`} className="button button-primary">
            {t('account.favorites.browse')}
          </Link>
        </div>
      ) : null}
      {list && list.total > 0 ? (
        <>
          <p className="muted">{t('account.favorites.count', { count: list.total })}</p>
          <Form method="post" className="favorite-share">
            <input type="hidden" name="intent" value="share" />
            <input type="hidden" name="favoriteId" value={list.favoriteId ?? ''} />
            <button type="submit" className="button button-secondary button-small" disabled={busy}>
              {t('account.favorites.share')}
            </button>
          </Form>
          <FavoriteList
            items={list.items}
            actions={(item) => (
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="favoriteId" value={list.favoriteId ?? ''} />
                <input type="hidden" name="itemId" value={item.itemId} />
                <input type="hidden" name="name" value={item.name} />
                <button
                  type="submit"
                  className="link-button"
                  disabled={busy}
                  aria-label={t('account.favorites.removeItem', { name: item.name })}
                >
                  {t('account.favorites.remove')}
                </button>
              </Form>
            )}
          />
          <Pager list={list} page={page} />
        </>
      ) : null}
    </div>
  );
}
