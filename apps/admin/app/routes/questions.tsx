import type { AdminQuestion, ModerationStatus } from '@ridgeline/contracts';
import { ConfirmAction, InlineConfirm } from '@ridgeline/storefront/components/confirm-action.tsx';
import { Field, FormNotice, TextAreaField } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { formErrorReply, refusalOf, replyOf, successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { useEffect, useRef } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { MorePager } from '../components/more-pager.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import {
  brandAnswerConstraints,
  brandAnswerOf,
  questionIdOf,
  questionQueueOf,
} from '../lib/moderation-forms.server.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/questions';

// Spelled here, not imported: the contracts' module of MODERATION_STATUSES holds zod, kept out of the browser.
const QUEUES = ['pending', 'approved', 'rejected'] as const satisfies readonly ModerationStatus[];

/** The question queue (moderation:write) of one status, newest first, with the answers given so far. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const url = new URL(request.url);
  const query = questionQueueOf(url);
  const constraints = brandAnswerConstraints();
  try {
    const page = await signedIn(request, () => api.call('questions', { query }));
    const confirming = page.items.find((question) => question.id === url.searchParams.get('confirm')) ?? null;
    return { status: query.status, page, confirming, constraints, error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return {
      status: query.status,
      page: null,
      confirming: null,
      constraints,
      error: refusalOf(error, t, t('admin.questions.loadFailed')),
    };
  }
}

/** `questionId` says which question's answer form answered: only that form shows the errors. */
type QuestionsReply = FormReply & { questionId?: string };

export async function action({ request, context }: Route.ActionArgs): Promise<QuestionsReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const row = questionIdOf(form);
  if (!row.success) return formErrorReply(t('error.generic'));
  const { questionId } = row.data;
  return signedIn(request, async () => {
    if (intent === 'answer') {
      const submission = brandAnswerOf(form, t);
      if (submission.status !== 'success') return { ...replyOf(submission), questionId };
      try {
        await api.call('answerQuestion', { params: { questionId }, body: submission.value });
        return successReply(t('admin.questions.answered'), { questionId });
      } catch (error) {
        const reply = refusalReply(error, t, ['text', 'nickname'], { questionId });
        return { ...reply, initialValue: submission.value };
      }
    }
    if (intent !== 'approve' && intent !== 'reject') return formErrorReply(t('error.generic'));
    try {
      await api.call(intent === 'approve' ? 'approveQuestion' : 'rejectQuestion', { params: { questionId } });
      return successReply(t(intent === 'approve' ? 'admin.questions.approved' : 'admin.questions.rejected'));
    } catch (error) {
      return refusalReply(error, t, []);
    }
  });
}

function AnswerForm({
  question,
  reply,
  constraints,
}: {
  question: AdminQuestion;
  reply: QuestionsReply | undefined;
  constraints: Route.ComponentProps['loaderData']['constraints'];
}) {
  const t = useT();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const mine = reply?.questionId === question.id ? reply : undefined;
  const answered = mine?.status === 'success';
  // biome-ignore lint/correctness/useExhaustiveDependencies: empty it after each answer
  useEffect(() => {
    if (answered) form.current?.reset();
  }, [answered, mine?.at]);
  const values = (mine?.status === 'success' ? {} : (mine?.initialValue ?? {})) as Record<
    string,
    string | undefined
  >;
  const labelId = `answer-${question.id}`;
  return (
    <Form method="post" className="admin-form" ref={form} aria-labelledby={labelId}>
      <p id={labelId} className="visually-hidden">
        {t('admin.questions.answerOf', { question: question.text })}
      </p>
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="questionId" value={question.id} />
      <TextAreaField
        id={`answer-text-${question.id}`}
        name="text"
        label={t('admin.questions.answer')}
        defaultValue={values.text ?? ''}
        error={fieldErrorOf(mine, 'text')}
        required
        rows={3}
        maxLength={constraints.text?.maxLength}
      />
      <Field
        id={`answer-nickname-${question.id}`}
        name="nickname"
        label={t('admin.questions.signedAs')}
        hint={t('admin.questions.signedAsHint')}
        defaultValue={values.nickname ?? ''}
        error={fieldErrorOf(mine, 'nickname')}
        maxLength={constraints.nickname?.maxLength}
      />
      <button type="submit" className="button button-primary" disabled={navigation.state === 'submitting'}>
        {t('admin.questions.answerSubmit')}
      </button>
    </Form>
  );
}

export default function Questions({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { status, page, confirming, constraints, error } = loaderData;
  const reply = actionData as QuestionsReply | undefined;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const fields = (question: AdminQuestion, intent: string) => ({ intent, questionId: question.id });
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.questions.title') })}</title>
      <h1>{t('admin.questions.title')}</h1>
      <StatusTabs
        label={t('admin.moderation.queues')}
        current={status}
        tabs={QUEUES.map((queue) => ({
          status: queue,
          label: t(`admin.moderation.status.${queue}`),
        }))}
      />
      {/* An answer form's field errors show at that form; its success and refusals at the top. */}
      <FormNotice reply={reply} />
      {error ? <Notice type="error">{error}</Notice> : null}
      {confirming ? (
        <InlineConfirm
          question={t('admin.questions.rejectQuestion', { question: confirming.text })}
          confirmLabel={t('admin.moderation.reject')}
          cancelLabel={t('admin.cancel')}
          cancelHref={`/questions?status=${status}`}
          fields={fields(confirming, 'reject')}
        />
      ) : null}
      {page ? (
        <>
          <DataTable<AdminQuestion>
            caption={t('admin.questions.caption', { status: t(`admin.moderation.status.${status}`) })}
            rows={page.items}
            rowKey={(question) => question.id}
            empty={t('admin.questions.empty')}
            columns={[
              {
                id: 'created',
                header: t('admin.moderation.created'),
                cell: (question) => date(question.createdAt),
              },
              {
                id: 'question',
                header: t('admin.questions.question'),
                cell: (question) => (
                  <>
                    <p>{question.text}</p>
                    <p>
                      {t('admin.moderation.by', { nickname: question.nickname, locale: question.locale })}
                    </p>
                    {question.answers.length > 0 ? (
                      <ul className="moderation-flags" aria-label={t('admin.questions.answers')}>
                        {question.answers.map((answer) => (
                          <li key={answer.id}>
                            {answer.text} ({answer.nickname}
                            {answer.isStaff ? ` · ${t('admin.questions.brand')}` : ''})
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </>
                ),
              },
              {
                id: 'status',
                header: t('admin.moderation.statusLabel'),
                cell: (question) => t(`admin.moderation.status.${question.status as 'pending'}`),
              },
              {
                id: 'actions',
                header: t('admin.moderation.actions'),
                cell: (question) => (
                  <>
                    <div className="inline-form">
                      {question.status !== 'approved' ? (
                        <Form method="post">
                          {Object.entries(fields(question, 'approve')).map(([name, value]) => (
                            <input key={name} type="hidden" name={name} value={value} />
                          ))}
                          <button type="submit" className="button button-secondary">
                            {t('admin.moderation.approve')}
                          </button>
                        </Form>
                      ) : null}
                      {question.status !== 'rejected' ? (
                        <ConfirmAction
                          trigger={t('admin.moderation.reject')}
                          question={t('admin.questions.rejectQuestion', { question: question.text })}
                          confirmLabel={t('admin.moderation.reject')}
                          cancelLabel={t('admin.cancel')}
                          fallbackHref={`?status=${status}&confirm=${question.id}`}
                          fields={fields(question, 'reject')}
                        />
                      ) : null}
                    </div>
                    {question.status !== 'rejected' ? (
                      <AnswerForm question={question} reply={reply} constraints={constraints} />
                    ) : null}
                  </>
                ),
              },
            ]}
          />
          <MorePager start={page.start} pageSize={page.pageSize} hasMore={page.hasMore} />
        </>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
