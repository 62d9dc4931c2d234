import { Form, useNavigation } from 'react-router';
import { FormNotice } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import {
  type Subscription,
  setNotifications,
  setSubscriptions,
  subscriptions,
} from '../lib/account-api.server.ts';
import { notificationsForm, subscriptionsForm } from '../lib/account-forms.server.ts';
import { requireSignedIn } from '../lib/auth.server.ts';
import { formErrorReply, intentOf, parseForm, refusalOf, successReply } from '../lib/forms.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { type MessageKey, messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/account-subscriptions';

/** The consents a consumer manages here: type and channel. */
const OPTIONS = [
  { type: 'Newsletter', channel: 'email', label: 'account.subscriptions.newsletter' },
  { type: 'LoyaltyNewsletter', channel: 'email', label: 'account.subscriptions.loyaltyNewsletter' },
  { type: 'Newsletter', channel: 'sms', label: 'account.subscriptions.sms' },
] as const satisfies readonly {
  type: Subscription['type'];
  channel: Subscription['channel'];
  label: MessageKey;
}[];

const keyOf = (option: { type: string; channel: string }) => `${option.type}-${option.channel}`;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const translations = messagesFor(locale, ['account']);
  try {
    return {
      translations,
      subscriptions: (await subscriptions(context.api(locale))).subscriptions,
      failed: false,
    };
  } catch (error) {
    console.error(error);
    return {
      translations,
      subscriptions: [] as Subscription[],
      failed: true,
    };
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const t = translator(locale);
  const api = context.api(locale);
  const form = await request.formData();
  if (intentOf(form, ['notifications']) === 'notifications') {
    const submission = parseForm(form, notificationsForm, t);
    if (submission.status !== 'success') return formErrorReply(t('error.generic'));
    try {
      await setNotifications(api, submission.value);
      return successReply(t('account.subscriptions.notificationsSaved'), { pendingConfirmation: false });
    } catch (error) {
      return formErrorReply(refusalOf(error, t), { pendingConfirmation: false });
    }
  }
  const submission = parseForm(form, subscriptionsForm(OPTIONS.map(keyOf)), t);
  if (submission.status !== 'success') return formErrorReply(t('error.generic'));
  try {
    const ticked = submission.value;
    const before = (await subscriptions(api)).subscriptions;
    const changes = OPTIONS.map((option) => ({
      type: option.type,
      channel: option.channel,
      optin: ticked[keyOf(option)] === true,
    })).filter((change) => {
      const current = before.find((s) => s.type === change.type && s.channel === change.channel);
      return (current?.optin ?? false) !== change.optin;
    });
    if (changes.length > 0) await setSubscriptions(api, changes);
    const pendingConfirmation = changes.some((change) => change.optin && change.channel === 'email');
    return successReply(t('account.subscriptions.saved'), { pendingConfirmation });
  } catch (error) {
    return formErrorReply(refusalOf(error, t), { pendingConfirmation: false });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('account.nav.subscriptions'), t('account.nav.subscriptions')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AccountSubscriptions({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const result = actionData;
  const busy = useNavigation().state === 'submitting';
  const date = (value: string | null) => (value ? new Date(value).toLocaleDateString(locale) : '');
  return (
    <>
      <h1 className="page-title">{t('account.nav.subscriptions')}</h1>
      <FormNotice reply={result} />
      {result && 'pendingConfirmation' in result && result.pendingConfirmation ? (
        <Notice type="info">{t('account.subscriptions.doubleOptIn')}</Notice>
      ) : null}
      {loaderData.failed ? <Notice type="error">{t('account.subscriptions.loadFailed')}</Notice> : null}
      <Form method="post" className="card-form" key={result?.at ?? 'subscriptions'}>
        <fieldset className="form-section">
          <legend>{t('account.subscriptions.legend')}</legend>
          {OPTIONS.map((option) => {
            const current = loaderData.subscriptions.find(
              (s) => s.type === option.type && s.channel === option.channel,
            );
            return (
              <div key={keyOf(option)}>
                <label className="checkbox">
                  <input type="checkbox" name={keyOf(option)} defaultChecked={current?.optin ?? false} />{' '}
                  {t(option.label)}
                </label>
                {current?.optin && option.channel === 'email' && !current.doubleOptin ? (
                  <p className="field-hint">{t('account.subscriptions.awaiting')}</p>
                ) : null}
                {current?.optin && current.optinDate ? (
                  <p className="field-hint">
                    {t('account.subscriptions.since', { date: date(current.optinDate) })}
                  </p>
                ) : null}
                {current && !current.optin && current.optoutDate ? (
                  <p className="field-hint">
                    {t('account.subscriptions.optedOut', { date: date(current.optoutDate) })}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('account.subscriptions.save')}
        </button>
      </Form>
      <Form method="post" className="card-form">
        <input type="hidden" name="intent" value="notifications" />
        <fieldset className="form-section">
          <legend>{t('account.subscriptions.notifications')}</legend>
          <label className="checkbox">
            <input type="checkbox" name="email" defaultChecked /> {t('account.subscriptions.byEmail')}
          </label>
          <label className="checkbox">
            <input type="checkbox" name="sms" /> {t('account.subscriptions.bySms')}
          </label>
        </fieldset>
        <button type="submit" className="button button-secondary" disabled={busy}>
          {t('account.subscriptions.saveNotifications')}
        </button>
      </Form>
    </>
  );
}
