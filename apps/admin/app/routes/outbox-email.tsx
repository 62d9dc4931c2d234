import { errorMessage } from '@ridgeline/contracts';
import { FormNotice } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { formErrorReply, successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import type { FormReply } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link } from 'react-router';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { emailIdOf } from '../lib/moderation-forms.server.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/outbox-email';

/** One email as the shop queued it: its text body (the HTML one is the same words) and a resend. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const id = emailIdOf(params);
  const missing = () => data({ email: null, missing: errorMessage('MOD411', api.locale) }, { status: 404 });
  if (!id.success) return missing();
  try {
    const email = await signedIn(request, () =>
      api.call('outboxEmail', { params: { emailId: id.data.emailId } }),
    );
    return data({ email, missing: null });
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    if (isApiError(error, 'MOD411')) return missing();
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<FormReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const id = emailIdOf(params);
  if (!id.success) return formErrorReply(errorMessage('MOD411', api.locale));
  return signedIn(request, async () => {
    try {
      await api.call('resendOutboxEmail', { params: { emailId: id.data.emailId } });
      return successReply(t('admin.order.resent'));
    } catch (error) {
      return refusalReply(error, t, []);
    }
  });
}

export default function OutboxEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { email, missing } = loaderData;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const back = (
    <p>
      <Link to="/outbox">{t('admin.outbox.backToList')}</Link>
    </p>
  );
  if (!email) {
    return (
      <>
        <title>{t('admin.meta.title', { page: t('admin.outbox.notFound') })}</title>
        <h1>{t('admin.outbox.notFound')}</h1>
        <Notice type="error">{missing}</Notice>
        {back}
      </>
    );
  }
  return (
    <>
      <title>{t('admin.meta.title', { page: email.subject })}</title>
      {back}
      <h1>{email.subject}</h1>
      <FormNotice reply={actionData} />
      <dl className="admin-facts">
        <dt>{t('admin.order.to')}</dt>
        <dd>{email.to}</dd>
        <dt>{t('admin.outbox.queued')}</dt>
        <dd>{date(email.createdAt)}</dd>
        <dt>{t('admin.order.sentAt')}</dt>
        <dd>{email.sentAt ? date(email.sentAt) : t('admin.outbox.notSent')}</dd>
        <dt>{t('admin.moderation.statusLabel')}</dt>
        <dd>{email.status}</dd>
      </dl>
      <section className="admin-card" aria-labelledby="outbox-body">
        <h2 id="outbox-body">{t('admin.outbox.body')}</h2>
        <pre className="outbox-body">{email.textBody}</pre>
      </section>
      <Form method="post">
        <button type="submit" className="button button-secondary">
          {t('admin.order.resend')}
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
