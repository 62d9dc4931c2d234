import type { AdminReview } from '@ridgeline/contracts';
import { ConfirmAction, InlineConfirm } from '@ridgeline/storefront/components/confirm-action.tsx';
import { FormNotice } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { formErrorReply, refusalOf, successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import type { FormReply } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { MorePager } from '../components/more-pager.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { reviewIdOf, reviewQueueOf } from '../lib/moderation-forms.server.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/reviews';

const QUEUES = ['pending', 'flagged', 'approved', 'rejected'] as const;

/** The review queue (moderation:write) of one status, newest first, with the shoppers' reports. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const url = new URL(request.url);
  const query = reviewQueueOf(url);
  try {
    const page = await signedIn(request, () => api.call('reviews', { query }));
    const confirming = page.items.find((review) => review.id === url.searchParams.get('confirm')) ?? null;
    return { status: query.status, page, confirming, error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return {
      status: query.status,
      page: null,
      confirming: null,
      error: refusalOf(error, t, t('admin.reviews.loadFailed')),
    };
  }
}

export async function action({ request, context }: Route.ActionArgs): Promise<FormReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const row = reviewIdOf(form);
  if (!row.success || (intent !== 'approve' && intent !== 'reject'))
    return formErrorReply(t('error.generic'));
  const title = String(form.get('title') ?? '');
  return signedIn(request, async () => {
    try {
      await api.call(intent === 'approve' ? 'approveReview' : 'rejectReview', {
        params: { reviewId: row.data.reviewId },
      });
      return successReply(
        t(intent === 'approve' ? 'admin.reviews.approved' : 'admin.reviews.rejected', { title }),
      );
    } catch (error) {
      return refusalReply(error, t, []);
    }
  });
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { status, page, confirming, error } = loaderData;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const fields = (review: AdminReview, intent: string) => ({
    intent,
    reviewId: review.id,
    title: review.title,
  });
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.reviews.title') })}</title>
      <h1>{t('admin.reviews.title')}</h1>
      <StatusTabs
        label={t('admin.moderation.queues')}
        current={status}
        tabs={QUEUES.map((queue) => ({ status: queue, label: t(`admin.moderation.status.${queue}`) }))}
      />
      <FormNotice reply={actionData} />
      {error ? <Notice type="error">{error}</Notice> : null}
      {confirming ? (
        <InlineConfirm
          question={t('admin.reviews.rejectQuestion', { title: confirming.title })}
          confirmLabel={t('admin.moderation.reject')}
          cancelLabel={t('admin.cancel')}
          cancelHref={`/reviews?status=${status}`}
          fields={fields(confirming, 'reject')}
        />
      ) : null}
      {page ? (
        <>
          <DataTable<AdminReview>
            caption={t('admin.reviews.caption', { status: t(`admin.moderation.status.${status}`) })}
            rows={page.items}
            rowKey={(review) => review.id}
            empty={t('admin.reviews.empty')}
            columns={[
              {
                id: 'created',
                header: t('admin.moderation.created'),
                cell: (review) => date(review.createdAt),
              },
              {
                id: 'rating',
                header: t('admin.reviews.rating'),
                cell: (review) => t('admin.reviews.stars', { rating: review.rating }),
                numeric: true,
              },
              {
                id: 'review',
                header: t('admin.reviews.review'),
                cell: (review) => (
                  <>
                    <strong>{review.title}</strong>
                    <p>{review.text}</p>
                    <p>
                      {t('admin.moderation.by', { nickname: review.nickname, locale: review.locale })}
                      {review.verifiedPurchase ? ` · ${t('admin.reviews.verified')}` : ''}
                    </p>
                  </>
                ),
              },
              {
                id: 'flags',
                header: t('admin.reviews.flags'),
                cell: (review) =>
                  review.flags.length === 0 ? (
                    t('admin.reviews.noFlags')
                  ) : (
                    <ul className="moderation-flags">
                      {review.flags.map((flag) => (
                        <li key={flag.createdAt + flag.reason}>
                          {flag.comment ? `${flag.reason}: ${flag.comment}` : flag.reason}
                        </li>
                      ))}
                    </ul>
                  ),
              },
              {
                id: 'status',
                header: t('admin.moderation.statusLabel'),
                cell: (review) => t(`admin.moderation.status.${review.status as 'pending'}`),
              },
              {
                id: 'actions',
                header: t('admin.moderation.actions'),
                cell: (review) => (
                  <div className="inline-form">
                    {review.status !== 'approved' || review.flagsCount > 0 ? (
                      <Form method="post">
                        {Object.entries(fields(review, 'approve')).map(([name, value]) => (
                          <input key={name} type="hidden" name={name} value={value} />
                        ))}
                        <button
                          type="submit"
                          className="button button-secondary"
                          aria-label={t('admin.reviews.approveTitled', { title: review.title })}
                        >
                          {t('admin.moderation.approve')}
                        </button>
                      </Form>
                    ) : null}
                    {review.status !== 'rejected' ? (
                      <ConfirmAction
                        trigger={t('admin.moderation.reject')}
                        question={t('admin.reviews.rejectQuestion', { title: review.title })}
                        confirmLabel={t('admin.moderation.reject')}
                        cancelLabel={t('admin.cancel')}
                        fallbackHref={`?status=${status}&confirm=${review.id}`}
                        fields={fields(review, 'reject')}
                      />
                    ) : null}
                  </div>
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
