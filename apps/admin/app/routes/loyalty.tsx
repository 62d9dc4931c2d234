import { adminLoyaltyQuerySchema } from '@ridgeline/contracts';
import { Field, FormNotice } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { formErrorReply, refusalOf, replyOf, successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { useEffect, useRef } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { pointsAdjustmentOf, pointsConstraints } from '../lib/promotion-forms.server.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/loyalty';

/** A loyalty member by member id or email (customers:read), their points and the adjustments made. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  const constraints = pointsConstraints();
  if (!q) {
    await signedIn(request, () => api.call('me'));
    return { q, member: null, error: null, constraints };
  }
  const query = adminLoyaltyQuerySchema.safeParse({ q });
  if (!query.success) return { q, member: null, error: t('admin.loyalty.badSearch'), constraints };
  try {
    const member = await signedIn(request, () => api.call('loyaltyMember', { query: query.data }));
    return { q, member, error: null, constraints };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return { q, member: null, error: refusalOf(error, t, t('admin.loyalty.loadFailed')), constraints };
  }
}

type PointsReply = FormReply & { form?: string };

export async function action({ request, context }: Route.ActionArgs): Promise<PointsReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const shopperId = String(form.get('shopperId') ?? '');
  if (!shopperId) return formErrorReply(t('error.generic'));
  return signedIn(request, async () => {
    const submission = pointsAdjustmentOf(form, t);
    if (submission.status !== 'success') return { ...replyOf(submission), form: 'adjust' };
    try {
      const member = await api.call('adjustPoints', { params: { shopperId }, body: submission.value });
      return successReply(t('admin.loyalty.adjusted', { points: member.points }), { form: 'adjust' });
    } catch (error) {
      return refusalReply(error, t, ['points', 'reason'], { form: 'adjust' });
    }
  });
}

export default function Loyalty({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const { q, member, error, constraints } = loaderData;
  const reply = actionData as PointsReply | undefined;
  const adjustForm = useRef<HTMLFormElement>(null);
  const done = reply?.status === 'success';
  // biome-ignore lint/correctness/useExhaustiveDependencies: empty it after each adjustment
  useEffect(() => {
    if (done) adjustForm.current?.reset();
  }, [done, reply?.at]);
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const number = (value: number) => value.toLocaleString(locale);
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.loyalty.title') })}</title>
      <h1>{t('admin.loyalty.title')}</h1>
      <Form method="get" className="inline-form" aria-labelledby="loyalty-search">
        <h2 id="loyalty-search">{t('admin.loyalty.find')}</h2>
        <Field
          id="loyalty-q"
          name="q"
          type="search"
          label={t('admin.loyalty.query')}
          defaultValue={q}
          required
          maxLength={254}
        />
        <button type="submit" className="button button-primary">
          {t('admin.orders.search')}
        </button>
      </Form>
      {error ? <Notice type="error">{error}</Notice> : null}
      <FormNotice reply={reply} />
      {member ? (
        <>
          <section className="admin-card" aria-labelledby="loyalty-member">
            <h2 id="loyalty-member">
              {[member.firstName, member.lastName].filter(Boolean).join(' ') || member.email}
            </h2>
            <dl className="admin-facts">
              <dt>{t('admin.loyalty.memberId')}</dt>
              <dd>{member.memberId}</dd>
              <dt>{t('admin.loyalty.email')}</dt>
              <dd>{member.email}</dd>
              <dt>{t('admin.loyalty.points')}</dt>
              <dd data-testid="loyalty-points">{number(member.points)}</dd>
            </dl>
          </section>
          <section className="admin-card" aria-labelledby="loyalty-adjust">
            <h2 id="loyalty-adjust">{t('admin.loyalty.adjust')}</h2>
            <Form method="post" className="admin-form" ref={adjustForm} aria-labelledby="loyalty-adjust">
              <input type="hidden" name="shopperId" value={member.shopperId} />
              <Field
                id="adjust-points"
                name="points"
                type="number"
                step={1}
                label={t('admin.loyalty.pointsChange')}
                hint={t('admin.loyalty.pointsHint')}
                error={fieldErrorOf(reply, 'points')}
                required
              />
              <Field
                id="adjust-reason"
                name="reason"
                label={t('admin.loyalty.reason')}
                error={fieldErrorOf(reply, 'reason')}
                required
                minLength={constraints.reason?.minLength}
                maxLength={constraints.reason?.maxLength}
              />
              <button
                type="submit"
                className="button button-primary"
                disabled={navigation.state === 'submitting'}
              >
                {t('admin.loyalty.apply')}
              </button>
            </Form>
          </section>
          <DataTable
            caption={t('admin.loyalty.history')}
            rows={member.adjustments}
            rowKey={(row) => row.id}
            empty={t('admin.loyalty.noHistory')}
            columns={[
              { id: 'at', header: t('admin.giftCards.when'), cell: (row) => date(row.createdAt) },
              {
                id: 'points',
                header: t('admin.loyalty.pointsChange'),
                numeric: true,
                cell: (row) => (row.points > 0 ? `+${number(row.points)}` : number(row.points)),
              },
              { id: 'reason', header: t('admin.loyalty.reason'), cell: (row) => row.reason },
              {
                id: 'balance',
                header: t('admin.loyalty.balance'),
                numeric: true,
                cell: (row) => number(row.balance),
              },
            ]}
          />
        </>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
