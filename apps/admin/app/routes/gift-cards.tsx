import { type AdminGiftCard, CURRENCIES, formatMoney, LOCALES } from '@ridgeline/contracts';
import { ConfirmAction } from '@ridgeline/storefront/components/confirm-action.tsx';
import { Field, FormNotice, SelectField, TextAreaField } from '@ridgeline/storefront/components/form.tsx';
import { formErrorReply, replyOf, successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { Form, useNavigation, useRouteLoaderData } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, signedIn } from '../lib/admin-api.server.ts';
import { type ShellData, useLocale, useT } from '../lib/hooks.ts';
import { may } from '../lib/operator.ts';
import { giftCardConstraints, giftCardOf, typedValues } from '../lib/promotion-forms.server.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/gift-cards';

export function loader() {
  return { constraints: giftCardConstraints() };
}

type GiftCardReply = FormReply & {
  form?: string;
  card?: AdminGiftCard;
  /** A new card's number: shown this once, only its hash is kept. */
  number?: string;
};

/** Issue (promotions:write), look up (customers:read) and disable (promotions:write) gift cards. */
export async function action({ request, context }: Route.ActionArgs): Promise<GiftCardReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  return signedIn(request, async () => {
    try {
      if (intent === 'issue') {
        const submission = giftCardOf(form, t);
        if (submission.status !== 'success')
          return { ...replyOf(submission), initialValue: typedValues(form), form: intent };
        const issued = await api.call('issueGiftCard', { body: submission.value });
        const { number, emailed, ...card } = issued;
        return successReply(
          t(emailed ? 'admin.giftCards.issuedEmailed' : 'admin.giftCards.issued', {
            email: submission.value.recipientEmail ?? '',
          }),
          { form: intent, card, number },
        );
      }
      if (intent === 'lookup') {
        const number = String(form.get('number') ?? '').trim();
        if (!number) return formErrorReply(t('validation.required'), { form: intent });
        const card = await api.call('lookUpGiftCard', { body: { number } });
        return { ...successReply('', { form: intent }), notice: undefined, card } as GiftCardReply;
      }
      if (intent === 'disable') {
        const giftCardId = String(form.get('giftCardId') ?? '');
        const card = await api.call('disableGiftCard', { params: { giftCardId } });
        return successReply(t('admin.giftCards.disabledNotice', { number: card.maskedNumber }), {
          form: intent,
          card,
        });
      }
    } catch (error) {
      return {
        ...refusalReply(error, t, intent === 'issue' ? ['amount', 'recipientEmail'] : ['number'], {
          form: intent,
        }),
        initialValue: intent === 'issue' ? typedValues(form) : null,
      };
    }
    return formErrorReply(t('error.generic'), { form: intent });
  });
}

function CardView({ card }: { card: AdminGiftCard }) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, card.currency, locale);
  const date = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
      : '—';
  return (
    <section className="admin-card" aria-labelledby="gift-card-found">
      <h2 id="gift-card-found">{t('admin.giftCards.card', { number: card.maskedNumber })}</h2>
      <dl className="admin-facts">
        <dt>{t('admin.giftCards.status')}</dt>
        <dd data-testid="gift-card-status">{t(`admin.giftCards.status.${card.status as 'active'}`)}</dd>
        <dt>{t('admin.giftCards.balance')}</dt>
        <dd data-testid="gift-card-balance">{money(card.balance)}</dd>
        <dt>{t('admin.giftCards.initialBalance')}</dt>
        <dd>{money(card.initialBalance)}</dd>
        <dt>{t('admin.giftCards.expires')}</dt>
        <dd>{date(card.expiresAt)}</dd>
      </dl>
      <DataTable
        caption={t('admin.giftCards.transactions')}
        rows={card.transactions}
        rowKey={(row) => `${row.type}-${row.orderNumber ?? ''}-${row.at ?? ''}-${row.amount}`}
        empty={t('admin.giftCards.noTransactions')}
        columns={[
          { id: 'at', header: t('admin.giftCards.when'), cell: (row) => date(row.at) },
          {
            id: 'type',
            header: t('admin.giftCards.what'),
            cell: (row) => t(`admin.giftCards.transaction.${row.type}`),
          },
          { id: 'order', header: t('admin.giftCards.order'), cell: (row) => row.orderNumber ?? '—' },
          {
            id: 'amount',
            header: t('admin.giftCards.amount'),
            numeric: true,
            cell: (row) => money(row.amount),
          },
        ]}
      />
      {card.status === 'active' ? (
        <ConfirmAction
          trigger={t('admin.giftCards.disable')}
          question={t('admin.giftCards.disableQuestion', { number: card.maskedNumber })}
          confirmLabel={t('admin.giftCards.disable')}
          cancelLabel={t('admin.cancel')}
          fallbackHref="#gift-card-found"
          fields={{ intent: 'disable', giftCardId: card.id }}
        />
      ) : null}
    </section>
  );
}

export default function GiftCards({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const shell = useRouteLoaderData('routes/shell') as ShellData | undefined;
  const navigation = useNavigation();
  const reply = actionData as GiftCardReply | undefined;
  const issueReply = reply?.form === 'issue' ? reply : undefined;
  const lookupReply = reply?.form === 'lookup' ? reply : undefined;
  const values = (issueReply?.status === 'error' ? issueReply.initialValue : null) ?? {};
  const value = (name: string) => String((values as Record<string, unknown>)[name] ?? '');
  const canIssue = shell ? may(shell.operator, 'promotions:write') : false;
  const canLookUp = shell ? may(shell.operator, 'customers:read') : false;
  const { constraints } = loaderData;
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.giftCards.title') })}</title>
      <h1>{t('admin.giftCards.title')}</h1>
      <FormNotice reply={reply?.notice || reply?.status === 'error' ? reply : undefined} />
      {reply?.number ? (
        <p className="notice" data-testid="gift-card-number">
          {t('admin.giftCards.numberOnce')} <code>{reply.number.match(/.{1,4}/g)?.join(' ')}</code>
        </p>
      ) : null}
      {reply?.card ? <CardView card={reply.card} /> : null}
      {canLookUp ? (
        <section className="admin-card" aria-labelledby="gift-card-lookup">
          <h2 id="gift-card-lookup">{t('admin.giftCards.lookup')}</h2>
          <Form method="post" className="inline-form" aria-labelledby="gift-card-lookup">
            <input type="hidden" name="intent" value="lookup" />
            <Field
              id="lookup-number"
              name="number"
              autoComplete="off"
              label={t('admin.giftCards.number')}
              error={fieldErrorOf(lookupReply, 'number')}
              required
              maxLength={64}
            />
            <button type="submit" className="button button-secondary">
              {t('admin.giftCards.find')}
            </button>
          </Form>
        </section>
      ) : null}
      {canIssue ? (
        <section className="admin-card" aria-labelledby="gift-card-issue">
          <h2 id="gift-card-issue">{t('admin.giftCards.issue')}</h2>
          <Form method="post" className="admin-form" aria-labelledby="gift-card-issue">
            <input type="hidden" name="intent" value="issue" />
            <Field
              id="issue-amount"
              name="amount"
              inputMode="decimal"
              label={t('admin.giftCards.amount')}
              hint={t('admin.promotions.amountHint')}
              defaultValue={value('amount')}
              error={fieldErrorOf(issueReply, 'amount')}
              required
            />
            <SelectField
              id="issue-currency"
              name="currency"
              label={t('admin.giftCards.currency')}
              defaultValue={value('currency') || 'USD'}
              error={fieldErrorOf(issueReply, 'currency')}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </SelectField>
            <Field
              id="issue-email"
              name="recipientEmail"
              type="email"
              label={t('admin.giftCards.recipientEmail')}
              hint={t('admin.giftCards.recipientEmailHint')}
              defaultValue={value('recipientEmail')}
              error={fieldErrorOf(issueReply, 'recipientEmail')}
              maxLength={constraints.recipientEmail?.maxLength}
            />
            <Field
              id="issue-name"
              name="recipientName"
              label={t('admin.giftCards.recipientName')}
              defaultValue={value('recipientName')}
              error={fieldErrorOf(issueReply, 'recipientName')}
              maxLength={80}
            />
            <Field
              id="issue-sender"
              name="senderName"
              label={t('admin.giftCards.senderName')}
              defaultValue={value('senderName')}
              maxLength={80}
            />
            <TextAreaField
              id="issue-message"
              name="message"
              label={t('admin.giftCards.message')}
              defaultValue={value('message')}
              error={fieldErrorOf(issueReply, 'message')}
              maxLength={500}
              rows={3}
            />
            <SelectField
              id="issue-locale"
              name="locale"
              label={t('admin.giftCards.emailLanguage')}
              defaultValue={value('locale') || 'en-us'}
            >
              {LOCALES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </SelectField>
            <button
              type="submit"
              className="button button-primary"
              disabled={navigation.state === 'submitting'}
            >
              {t('admin.giftCards.issueSubmit')}
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
