import { CONSENT_POLICY_REVISION } from '@ridgeline/contracts';
import { redirect, useActionData, useLoaderData } from 'react-router';
import { ConsentAllOrNothing, ConsentChoices, cookieSettingsPath } from '../components/consent-banner.tsx';
import { Notice } from '../components/notice.tsx';
import { safeReturnTo } from '../lib/auth.server.ts';
import { consentCookie, consentForm, consentOf, groupsOfChoice } from '../lib/consent.server.ts';
import { parseForm, refusalOf } from '../lib/forms.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/cookie-settings';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('engagement.consent.settingsTitle'), t('engagement.consent.settingsIntro')),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The cookie settings page (the footer's link, on every site): the banner's second layer as a page. */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const consent = consentOf(request, locale);
  const choice = consent.choice && consent.choice.version === CONSENT_POLICY_REVISION ? consent.choice : null;
  return {
    gpc: consent.gpc,
    current: choice ? { groups: choice.groups, date: choice.datestamp.toISOString() } : null,
    saved: new URL(request.url).searchParams.get('saved') === '1',
  };
}

/**
 * Records a choice from the banner or this page (`POST /api/consent/v1/receipts`, the receipt kept
 * server-side), writes the OptanonConsent cookie and goes back to the page the shopper was on. A refusal
 * (an outdated policy revision: the page was older than the policy) shows this page with the reason.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const t = translator(locale);
  const submission = parseForm(await request.formData(), consentForm, t);
  if (submission.status !== 'success') return { error: t('engagement.consent.failed') };
  const consent = consentOf(request, locale);
  try {
    const receipt = await context.api(locale).call('recordConsent', {
      body: {
        groups: groupsOfChoice(submission.value),
        policyRevision: submission.value.policyRevision,
        gpc: consent.gpc,
        ...(consent.choice ? { consentId: consent.choice.consentId } : {}),
      },
    });
    return redirect(safeReturnTo(submission.value.returnTo, locale), {
      headers: { 'Set-Cookie': consentCookie(receipt, context.session.secure) },
    });
  } catch (error) {
    return { error: refusalOf(error, t, t('engagement.consent.failed')) };
  }
}

export default function CookieSettings() {
  const { gpc, current, saved } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT();
  const locale = useLocale();
  const returnTo = `${cookieSettingsPath(locale)}?saved=1`;
  const date = current
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(current.date))
    : null;
  return (
    <div className="container narrow consent-page">
      <h1>{t('engagement.consent.settingsTitle')}</h1>
      {answer?.error ? <Notice type="error">{answer.error}</Notice> : null}
      {saved && !answer ? <Notice type="success">{t('engagement.consent.saved')}</Notice> : null}
      <p>{t('engagement.consent.settingsIntro')}</p>
      {date ? <p>{t('engagement.consent.current', { date })}</p> : null}
      <ConsentChoices
        key={current?.date ?? 'none'}
        locale={locale}
        returnTo={returnTo}
        gpc={gpc}
        {...(current ? { current: current.groups } : {})}
      />
      <ConsentAllOrNothing locale={locale} returnTo={returnTo} />
    </div>
  );
}
