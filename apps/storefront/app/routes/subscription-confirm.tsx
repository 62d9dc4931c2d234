import { Form, Link } from 'react-router';
import { Notice } from '../components/notice.tsx';
import { refusalOf } from '../lib/forms.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/subscription-confirm';

/** The double opt-in link of the email: a button confirms (a GET must not change anything). */
export function loader({ params, request }: Route.LoaderArgs) {
  return {
    translations: messagesFor(localeOf(params), ['account']),
    token: new URL(request.url).searchParams.get('token')?.slice(0, 100) ?? '',
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const t = translator(locale);
  const token = String((await request.formData()).get('token') ?? '');
  try {
    await context.api(locale).call('confirmSubscription', {
      body: { token },
    });
    return { ok: true, message: t('account.subscriptions.confirmed') };
  } catch (error) {
    return { ok: false, message: refusalOf(error, t) };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('account.subscriptions.confirmTitle'), t('account.subscriptions.confirmTitle')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SubscriptionConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const result = actionData;
  return (
    <div className="container narrow account-page">
      <h1 className="page-title">{t('account.subscriptions.confirmTitle')}</h1>
      {result ? <Notice type={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null}
      {result?.ok ? (
        <Link to={`/${locale}`} className="button button-primary">
          {t('account.favorites.browse')}
        </Link>
      ) : (
        <Form method="post">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="button button-primary">
            {t('account.subscriptions.confirm')}
          </button>
        </Form>
      )}
    </div>
  );
}
