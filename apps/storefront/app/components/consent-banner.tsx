import {
  CONSENT_POLICY_REVISION,
  type ConsentGroups,
  OPTIONAL_CONSENT_CATEGORIES,
  refusedGroups,
} from '@ridgeline/contracts';
import { useId } from 'react';
import { Form, useLocation } from 'react-router';
import { useT } from '../lib/hooks.ts';
import type { Locale } from '../lib/locale.ts';
import { localePath } from '../lib/urls.ts';

/** Where every consent form posts (the cookie settings page's action records the choice). */
export const cookieSettingsPath = (locale: Locale) => localePath(locale, '/cookie-settings');

function Hidden({ returnTo }: { returnTo: string }) {
  return (
    <>
      <input type="hidden" name="policyRevision" value={CONSENT_POLICY_REVISION} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

/** "Accept all" and "Reject all", the same size and style: refusing is as easy as accepting. */
export function ConsentAllOrNothing({ locale, returnTo }: { locale: Locale; returnTo: string }) {
  const t = useT();
  return (
    <Form method="post" action={cookieSettingsPath(locale)} preventScrollReset className="consent-actions">
      <Hidden returnTo={returnTo} />
      <button type="submit" name="choice" value="accept" className="button button-primary">
        {t('engagement.consent.acceptAll')}
      </button>
      <button type="submit" name="choice" value="reject" className="button button-primary">
        {t('engagement.consent.rejectAll')}
      </button>
    </Form>
  );
}

/**
 * The second layer: one checkbox per category, the required one ticked and disabled, targeting disabled
 * under Global Privacy Control (said so beside it). `current` ticks the shopper's present choice.
 */
export function ConsentChoices({
  locale,
  returnTo,
  gpc,
  current = refusedGroups(),
}: {
  locale: Locale;
  returnTo: string;
  gpc: boolean;
  current?: ConsentGroups;
}) {
  const t = useT();
  const id = useId();
  return (
    <Form method="post" action={cookieSettingsPath(locale)} preventScrollReset className="consent-choices">
      <Hidden returnTo={returnTo} />
      <fieldset>
        <legend>{t('engagement.consent.categories')}</legend>
        <div className="consent-category">
          <label className="checkbox">
            <input type="checkbox" name="C0001" defaultChecked disabled aria-describedby={`${id}-C0001`} />
            {t('engagement.consent.C0001')} ({t('engagement.consent.alwaysOn')})
          </label>
          <p id={`${id}-C0001`} className="consent-description">
            {t('engagement.consent.C0001.description')}
          </p>
        </div>
        {OPTIONAL_CONSENT_CATEGORIES.map((category) => {
          const refusedByGpc = category === 'C0004' && gpc;
          const described = refusedByGpc ? `${id}-${category} ${id}-gpc` : `${id}-${category}`;
          return (
            <div className="consent-category" key={category}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  name={category}
                  defaultChecked={current[category] && !refusedByGpc}
                  disabled={refusedByGpc}
                  aria-describedby={described}
                />
                {t(`engagement.consent.${category}`)}
              </label>
              <p id={`${id}-${category}`} className="consent-description">
                {t(`engagement.consent.${category}.description`)}
              </p>
              {refusedByGpc ? (
                <p id={`${id}-gpc`} className="consent-gpc">
                  {t('engagement.consent.gpc')}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <button type="submit" name="choice" value="custom" className="button button-secondary">
        {t('engagement.consent.save')}
      </button>
    </Form>
  );
}

/**
 * The cookie banner (spec 2 section 4, decision 097): server-rendered on EMEA pages until the shopper
 * chooses, so it never flickers in; no script of its own (the "Choose" layer is a disclosure), every
 * button a plain form post that works before or without JavaScript.
 */
export function ConsentBanner({ locale, gpc }: { locale: Locale; gpc: boolean }) {
  const t = useT();
  const location = useLocation();
  const titleId = useId();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <section className="consent-banner" aria-labelledby={titleId}>
      <div className="container consent-banner-inner">
        <h2 id={titleId} className="consent-title">
          {t('engagement.consent.title')}
        </h2>
        <p className="consent-intro">{t('engagement.consent.intro')}</p>
        <ConsentAllOrNothing locale={locale} returnTo={returnTo} />
        <details className="consent-more">
          <summary>{t('engagement.consent.choose')}</summary>
          <ConsentChoices locale={locale} returnTo={returnTo} gpc={gpc} />
        </details>
      </div>
    </section>
  );
}
