import { Form, useNavigation, useSearchParams } from 'react-router';
import { AltchaField } from '../components/altcha.tsx';
import { CardFields } from '../components/card-fields.tsx';
import { ConfirmAction, InlineConfirm } from '../components/confirm-action.tsx';
import { FormNotice } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { deleteCard, makeCardMain, type SavedCard, saveCard, savedCards } from '../lib/account-api.server.ts';
import { CardIntent, saveCardForm, savedCardForm } from '../lib/account-forms.server.ts';
import { isApiError } from '../lib/api.server.ts';
import { requireSignedIn } from '../lib/auth.server.ts';
import { formErrorReply, intentOf, parseForm, refusalOf, successReply } from '../lib/forms.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/account-cards';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const url = new URL(request.url);
  const gatewayError = url.searchParams.get('gatewayError')?.slice(0, 300) ?? null;
  const gatewayToken = url.searchParams.get('gatewayToken');
  const translations = messagesFor(locale, ['account', 'identity']);
  try {
    const { paymentInstruments } = await savedCards(context.api(locale));
    return {
      translations,
      cards: paymentInstruments,
      failed: false,
      gatewayError,
      gatewayToken: gatewayToken && /^[A-Za-z0-9_-]{1,100}$/.test(gatewayToken) ? gatewayToken : null,
      thisYear: new Date().getFullYear(),
    };
  } catch (error) {
    console.error(error);
    return {
      translations,
      cards: [] as SavedCard[],
      failed: true,
      gatewayError,
      gatewayToken: null,
      thisYear: new Date().getFullYear(),
    };
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const t = translator(locale);
  const api = context.api(locale);
  const form = await request.formData();
  const intent = intentOf(form, CardIntent);
  if (intent === 'save') {
    // Spec: a card that already exists shows the server's message; any other failure "card save failed".
    const submission = parseForm(form, saveCardForm, t);
    if (submission.status !== 'success') return formErrorReply(t('account.cards.saveFailed'));
    const { token, altcha, main } = submission.value;
    try {
      await saveCard(api, token, altcha ?? '', main ?? false);
      return successReply(t('account.cards.saved'));
    } catch (error) {
      if (error instanceof Response) throw error;
      return formErrorReply(isApiError(error, 'PYT300') ? error.message : t('account.cards.saveFailed'));
    }
  }
  const submission = parseForm(form, savedCardForm, t);
  if (!intent || submission.status !== 'success') return formErrorReply(t('error.generic'));
  const { paymentInstrumentId } = submission.value;
  try {
    if (intent === 'main') {
      await makeCardMain(api, paymentInstrumentId);
      return successReply(t('account.cards.mainSet'));
    }
    await deleteCard(api, paymentInstrumentId);
    return successReply(t('account.cards.deleted'));
  } catch (error) {
    return formErrorReply(refusalOf(error, t));
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('account.nav.cards'), t('account.nav.cards')),
    { name: 'robots', content: 'noindex' },
  ];
}

function CardEntry({ thisYear }: { thisYear: number }) {
  const t = useT();
  const locale = useLocale();
  return (
    // Hosted card entry: this form posts straight to the payment gateway, never to our server.
    <form
      method="post"
      action="/gateway/v1/hosted/tokenize"
      className="card-form"
      aria-labelledby="card-title"
    >
      <h2 id="card-title">{t('account.cards.add')}</h2>
      <input type="hidden" name="returnUrl" value={`/${locale}/account/cards`} />
      <CardFields thisYear={thisYear} />
      <button type="submit" className="button button-primary button-block span-2">
        {t('account.cards.check')}
      </button>
    </form>
  );
}

export default function AccountCards({ loaderData, actionData }: Route.ComponentProps) {
  const { cards, failed, gatewayError, gatewayToken, thisYear } = loaderData;
  const t = useT();
  const locale = useLocale();
  const result = actionData;
  const [search] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  const base = `/${locale}/account/cards`;
  const deleting = cards.find((card) => card.paymentInstrumentId === search.get('delete'));
  const describe = (card: SavedCard) =>
    t('account.cards.ending', { brand: card.card.cardType, last4: card.card.last4 });
  const confirming = gatewayToken && result?.status !== 'success';
  return (
    <>
      <h1 className="page-title">{t('account.nav.cards')}</h1>
      <FormNotice reply={result} />
      {gatewayError ? <Notice type="error">{gatewayError}</Notice> : null}
      {failed ? <Notice type="error">{t('account.cards.loadFailed')}</Notice> : null}
      {deleting && result?.status !== 'success' ? (
        <InlineConfirm
          question={t('account.cards.confirmDelete', { card: describe(deleting) })}
          confirmLabel={t('account.cards.delete')}
          fields={{ intent: 'delete', paymentInstrumentId: deleting.paymentInstrumentId }}
          cancelHref={base}
        />
      ) : null}
      {confirming ? (
        <Form method="post" className="card-form" aria-labelledby="confirm-card-title">
          <h2 id="confirm-card-title">{t('account.cards.confirmTitle')}</h2>
          <p>{t('account.cards.confirmText')}</p>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="token" value={gatewayToken} />
          <label className="checkbox">
            <input type="checkbox" name="main" defaultChecked={cards.length === 0} />{' '}
            {t('account.cards.makeMain')}
          </label>
          <AltchaField generation={result?.at} />
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t('account.saving') : t('account.cards.save')}
          </button>
        </Form>
      ) : null}
      {!failed && cards.length === 0 ? <p>{t('account.cards.empty')}</p> : null}
      <ul className="account-cards">
        {cards.map((card) => (
          <li key={card.paymentInstrumentId} className="account-card">
            <p>
              <strong>{describe(card)}</strong>
              {card.card.main ? <span className="badge">{t('account.cards.main')}</span> : null}
            </p>
            <p className="muted small">
              {card.card.holder} ·{' '}
              {t('checkout.expires', {
                month: String(card.card.expirationMonth).padStart(2, '0'),
                year: card.card.expirationYear,
              })}
            </p>
            <div className="actions">
              {!card.card.main ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="main" />
                  <input type="hidden" name="paymentInstrumentId" value={card.paymentInstrumentId} />
                  <button type="submit" className="link-button">
                    {t('account.cards.setMain')}
                    <span className="visually-hidden"> {describe(card)}</span>
                  </button>
                </Form>
              ) : null}
              <ConfirmAction
                trigger={t('account.cards.delete')}
                question={t('account.cards.confirmDelete', { card: describe(card) })}
                confirmLabel={t('account.cards.delete')}
                fields={{ intent: 'delete', paymentInstrumentId: card.paymentInstrumentId }}
                fallbackHref={`${base}?delete=${card.paymentInstrumentId}`}
              />
            </div>
          </li>
        ))}
      </ul>
      {!confirming ? <CardEntry thisYear={thisYear} /> : null}
    </>
  );
}
