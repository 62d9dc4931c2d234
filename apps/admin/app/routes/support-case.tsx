import { errorMessage } from '@ridgeline/contracts';
import { FormNotice, TextAreaField } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { formErrorReply, replyOf, successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { useEffect, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import {
  caseIdOf,
  caseStatusOf,
  supportReplyConstraints,
  supportReplyOf,
} from '../lib/moderation-forms.server.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import { CASE_STATUSES } from '../lib/support.ts';
import type { Route } from './+types/support-case';

/** One support case: the shopper's message and details, the replies sent, its status and a reply form. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const constraints = supportReplyConstraints();
  const id = caseIdOf(params);
  const missing = () =>
    data({ item: null, missing: errorMessage('MOD404', api.locale), constraints }, { status: 404 });
  if (!id.success) return missing();
  try {
    const item = await signedIn(request, () =>
      api.call('supportCase', { params: { caseId: id.data.caseId } }),
    );
    return data({ item, missing: null, constraints });
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    if (isApiError(error, 'MOD404')) return missing();
    throw error;
  }
}

type CaseReply = FormReply & { form?: string };

export async function action({ request, context, params }: Route.ActionArgs): Promise<CaseReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = caseIdOf(params);
  if (!id.success) return formErrorReply(t('error.generic'), { form: intent });
  const caseId = id.data.caseId;
  return signedIn(request, async () => {
    if (intent === 'reply') {
      const { submission, close } = supportReplyOf(form, t);
      if (submission.status !== 'success') return { ...replyOf(submission), form: intent };
      try {
        await api.call('replyToCase', { params: { caseId }, body: { ...submission.value, close } });
        return successReply(t('admin.support.replied'), { form: intent });
      } catch (error) {
        return { ...refusalReply(error, t, ['text'], { form: intent }), initialValue: submission.value };
      }
    }
    if (intent === 'status') {
      const body = caseStatusOf(form);
      if (!body.success) return formErrorReply(t('validation.invalid'), { form: intent });
      try {
        const changed = await api.call('setSupportStatus', { params: { caseId }, body: body.data });
        return successReply(
          t('admin.support.statusChanged', { status: t(`admin.support.status.${changed.status as 'new'}`) }),
          { form: intent },
        );
      } catch (error) {
        return refusalReply(error, t, [], { form: intent });
      }
    }
    return formErrorReply(t('error.generic'), { form: intent });
  });
}

export default function SupportCase({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { item, missing, constraints } = loaderData;
  const reply = actionData as CaseReply | undefined;
  const replyReply = reply?.form === 'reply' ? reply : undefined;
  const sent = replyReply?.status === 'success';
  const navigation = useNavigation();
  const replyForm = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: empty it after each reply
  useEffect(() => {
    if (sent) replyForm.current?.reset();
  }, [sent, replyReply?.at]);
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const values = (replyReply?.initialValue ?? {}) as Record<string, string | undefined>;
  if (!item) {
    return (
      <>
        <title>{t('admin.meta.title', { page: t('admin.support.notFound') })}</title>
        <h1>{t('admin.support.notFound')}</h1>
        <Notice type="error">{missing}</Notice>
        <p>
          <Link to="/support">{t('admin.support.backToList')}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <title>{t('admin.meta.title', { page: item.subject || t('admin.support.noSubject') })}</title>
      <p>
        <Link to="/support">{t('admin.support.backToList')}</Link>
      </p>
      <h1>{item.subject || t('admin.support.noSubject')}</h1>
      <FormNotice reply={reply} />
      <dl className="admin-facts">
        <dt>{t('admin.support.from')}</dt>
        <dd>{item.email}</dd>
        <dt>{t('admin.support.kind')}</dt>
        <dd>{t(`admin.support.kind.${item.kind as 'contact'}`)}</dd>
        <dt>{t('admin.support.received')}</dt>
        <dd>{date(item.createdAt)}</dd>
        <dt>{t('admin.moderation.statusLabel')}</dt>
        <dd data-testid="support-status">{t(`admin.support.status.${item.status as 'new'}`)}</dd>
        {Object.entries(item.details ?? {}).map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
          </div>
        ))}
      </dl>
      <section className="admin-card" aria-labelledby="support-message">
        <h2 id="support-message">{t('admin.support.message')}</h2>
        <p className="support-message">{item.message}</p>
      </section>
      <section className="admin-card" aria-labelledby="support-replies">
        <h2 id="support-replies">{t('admin.support.replies')}</h2>
        {item.replies.length === 0 ? (
          <p className="empty-state">{t('admin.support.noReplies')}</p>
        ) : (
          <ol>
            {item.replies.map((sentReply) => (
              <li key={sentReply.id}>
                <p className="muted">{date(sentReply.createdAt)}</p>
                <p className="support-message">{sentReply.text}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="admin-card" aria-labelledby="support-status-title">
        <h2 id="support-status-title">{t('admin.support.changeStatus')}</h2>
        <Form method="post" className="inline-form" aria-labelledby="support-status-title">
          <input type="hidden" name="intent" value="status" />
          <label htmlFor="case-status">{t('admin.moderation.statusLabel')}</label>
          <select id="case-status" name="status" defaultValue={item.status} key={item.status}>
            {CASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.support.status.${status}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-secondary">
            {t('admin.support.applyStatus')}
          </button>
        </Form>
      </section>
      <section className="admin-card" aria-labelledby="support-reply-title">
        <h2 id="support-reply-title">{t('admin.support.reply')}</h2>
        <Form method="post" className="admin-form" ref={replyForm} aria-labelledby="support-reply-title">
          <input type="hidden" name="intent" value="reply" />
          <TextAreaField
            id="reply-text"
            name="text"
            label={t('admin.support.replyText', { email: item.email })}
            defaultValue={values.text ?? ''}
            error={fieldErrorOf(replyReply, 'text')}
            required
            rows={6}
            maxLength={constraints.text?.maxLength}
          />
          <div className="field field-checkbox">
            <input id="reply-close" name="close" type="checkbox" />
            <label htmlFor="reply-close">{t('admin.support.closeAfter')}</label>
          </div>
          <button
            type="submit"
            className="button button-primary"
            disabled={navigation.state === 'submitting'}
          >
            {t('admin.support.send')}
          </button>
        </Form>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
