import { Form, redirect } from 'react-router';
import { afterSignOutPath, isSignedIn, safeReturnTo, withSignedOutNotice } from '../lib/auth.server.ts';
import { parseForm } from '../lib/forms.server.ts';
import { useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { signOut } from '../lib/identity-api.server.ts';
import { signOutForm } from '../lib/identity-forms.server.ts';
import { localeOf } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/logout';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [{ title: `${t('identity.signOut.title')} | Ridgeline` }, { name: 'robots', content: 'noindex' }];
}

/** A GET never signs out (a link from another site must not end the session): it offers the button. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const from = safeReturnTo(new URL(request.url).searchParams.get('from'), locale);
  if (!isSignedIn(context.session)) throw redirect(afterSignOutPath(from, locale));
  return { translations: messagesFor(locale, ['identity']), from };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const submission = parseForm(await request.formData(), signOutForm, translator(locale));
  await signOut(context.api(locale));
  const from = submission.status === 'success' ? submission.value.from : undefined;
  throw redirect(withSignedOutNotice(afterSignOutPath(from, locale)));
}

export default function LogoutPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container narrow identity-page">
      <h1 className="page-title">{t('identity.signOut.title')}</h1>
      <Form method="post">
        <input type="hidden" name="from" value={loaderData.from} />
        <button type="submit" className="button button-primary">
          {t('header.signOut')}
        </button>
      </Form>
    </div>
  );
}
