import {
  type AdminShippingSettings,
  type AdminSiteFeatures,
  type AdminTaxSettings,
  adminShippingMethodUpdateSchema,
  adminSiteFeaturesUpdateSchema,
  adminTaxRateUpdateSchema,
  FEATURE_SWITCHES,
  formatMoney,
  SITES,
} from '@ridgeline/contracts';
import { ConfirmAction, InlineConfirm } from '@ridgeline/storefront/components/confirm-action.tsx';
import { Field, FormNotice } from '@ridgeline/storefront/components/form.tsx';
import { formErrorReply, successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import type { FormReply } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link, useNavigation } from 'react-router';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { siteName } from '../lib/orders.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/settings-site';

/**
 * One site's shipping, taxes and feature switches (decision 079, settings:write): each method's price,
 * threshold and switch, each region's rate, the storefront's switches; every change has "reset to default".
 */

type Loaded = {
  siteId: string;
  shipping: AdminShippingSettings;
  taxes: AdminTaxSettings;
  features: AdminSiteFeatures;
  confirm: string | null;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!SITES.some((site) => site.id === params.siteId)) throw data({ notFound: true }, { status: 404 });
  const api = adminApi(request, context);
  const siteId = params.siteId;
  try {
    const [shipping, taxes, features] = await signedIn(request, () =>
      Promise.all([
        api.call('shippingSettings', { params: { siteId } }),
        api.call('taxSettings', { params: { siteId } }),
        api.call('siteFeatures', { params: { siteId } }),
      ]),
    );
    const confirm = new URL(request.url).searchParams.get('confirm');
    return { siteId, shipping, taxes, features, confirm } satisfies Loaded;
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    throw error;
  }
}

/** "12.50" (major units, two decimals at most) as minor units; null when empty, NaN when not a number. */
function minorUnits(raw: FormDataEntryValue | null): number | null {
  const text = String(raw ?? '')
    .trim()
    .replace(',', '.');
  if (text === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

const methodName = (t: ReturnType<typeof translator>, code: string) =>
  t(`admin.settings.method.${code as 'standard'}`);

export async function action({ request, context, params }: Route.ActionArgs): Promise<FormReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const siteId = params.siteId;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  return signedIn(request, async () => {
    try {
      if (intent === 'shipping' || intent === 'shipping-reset') {
        const code = String(form.get('code') ?? '');
        if (code !== 'standard' && code !== 'express') return formErrorReply(t('validation.invalid'));
        const method = methodName(t, code);
        if (intent === 'shipping-reset') {
          await api.call('resetShippingMethod', { params: { siteId, code }, body: {} });
          return successReply(t('admin.settings.shipping.resetDone', { method }));
        }
        const parsed = adminShippingMethodUpdateSchema.safeParse({
          enabled: form.get('enabled') === 'on',
          price: minorUnits(form.get('price')) ?? Number.NaN,
          freeFrom: minorUnits(form.get('freeFrom')),
        });
        if (!parsed.success) {
          const field = String(parsed.error.issues[0]?.path[0] ?? '');
          return {
            status: 'error',
            error: { [`${code}-${field}`]: [t('validation.invalid')] },
            at: Date.now(),
          };
        }
        await api.call('updateShippingMethod', { params: { siteId, code }, body: parsed.data });
        return successReply(t('admin.settings.shipping.saved', { method }));
      }
      if (intent === 'tax' || intent === 'tax-reset') {
        const countryCode = String(form.get('countryCode') ?? '');
        const regionCode = String(form.get('regionCode') ?? '');
        const region = `${countryCode}-${regionCode}`;
        if (intent === 'tax-reset') {
          await api.call('resetTaxRate', { params: { siteId, countryCode, regionCode }, body: {} });
          return successReply(t('admin.settings.taxes.resetDone', { region }));
        }
        const percent = Number(String(form.get('rate') ?? '').replace(',', '.'));
        const parsed = adminTaxRateUpdateSchema.safeParse({
          rate:
            String(form.get('rate') ?? '').trim() === ''
              ? Number.NaN
              : Math.round(percent * 10_000) / 1_000_000,
        });
        if (!parsed.success) {
          return {
            status: 'error',
            error: { [`rate-${region}`]: [t('validation.invalid')] },
            at: Date.now(),
          };
        }
        await api.call('updateTaxRate', { params: { siteId, countryCode, regionCode }, body: parsed.data });
        return successReply(
          t('admin.settings.taxes.saved', {
            region,
            rate: `${(parsed.data.rate * 100).toFixed(3).replace(/\.?0+$/, '')} %`,
          }),
        );
      }
      if (intent === 'features' || intent === 'features-reset') {
        const change =
          intent === 'features-reset'
            ? (await api.call('siteFeatures', { params: { siteId } })).defaults
            : adminSiteFeaturesUpdateSchema.parse(
                Object.fromEntries(FEATURE_SWITCHES.map((name) => [name, form.get(name) === 'on'])),
              );
        await api.call('updateSiteFeatures', { params: { siteId }, body: change });
        return successReply(
          t(
            intent === 'features-reset'
              ? 'admin.settings.features.resetDone'
              : 'admin.settings.features.saved',
          ),
        );
      }
      return formErrorReply(t('validation.invalid'));
    } catch (error) {
      return refusalReply(error, t, []);
    }
  });
}

export default function SettingsSite({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { siteId, shipping, taxes, features, confirm } = loaderData;
  const reply = actionData as FormReply | undefined;
  const errorOf = (field: string) =>
    reply?.status === 'error' ? (reply.error as Record<string, string[]>)[field]?.[0] : undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const site = siteName(siteId);
  const money = (amount: number) => formatMoney(amount, shipping.currency, locale);
  const percent = (rate: number) => `${(rate * 100).toFixed(3).replace(/\.?0+$/, '')} %`;
  const confirming = (key: string) => confirm === key;
  const defaultsText = (d: { enabled: boolean; price: number; freeFrom: number | null }) =>
    `${d.enabled ? money(d.price) : t('admin.settings.shipping.off')}, ${
      d.freeFrom === null ? t('admin.settings.shipping.never') : `≥ ${money(d.freeFrom)}`
    }`;
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.settings.siteTitle', { site }) })}</title>
      <p>
        <Link to="/settings">{t('admin.settings.back')}</Link>
      </p>
      <h1>{t('admin.settings.siteTitle', { site })}</h1>
      <FormNotice reply={reply} />
      {confirm?.startsWith('shipping:')
        ? (() => {
            const code = confirm.slice('shipping:'.length);
            const method = shipping.methods.find((m) => m.code === code);
            return method ? (
              <InlineConfirm
                question={t('admin.settings.resetConfirm', {
                  name: methodName(t, code),
                  value: defaultsText(method.defaults),
                })}
                confirmLabel={t('admin.settings.reset')}
                cancelLabel={t('admin.cancel')}
                cancelHref="?"
                fields={{ intent: 'shipping-reset', code }}
              />
            ) : null;
          })()
        : null}
      {confirm === 'features' ? (
        <InlineConfirm
          question={t('admin.settings.features.resetConfirm', { site })}
          confirmLabel={t('admin.settings.reset')}
          cancelLabel={t('admin.cancel')}
          cancelHref="?"
          fields={{ intent: 'features-reset' }}
        />
      ) : null}

      <section className="admin-card" aria-labelledby="settings-shipping">
        <h2 id="settings-shipping">{t('admin.settings.shipping.title')}</h2>
        <p>{t('admin.settings.shipping.intro', { currency: shipping.currency })}</p>
        {shipping.methods.map((method) => {
          const name = methodName(t, method.code);
          const id = (field: string) => `${method.code}-${field}`;
          return (
            <Form
              key={`${method.code}-${method.updatedAt ?? 'default'}`}
              method="post"
              className="admin-form"
              aria-label={name}
            >
              <fieldset>
                <legend>
                  {name}{' '}
                  {method.updatedAt ? <span className="badge">{t('admin.settings.changed')}</span> : null}
                </legend>
                <input type="hidden" name="intent" value="shipping" />
                <input type="hidden" name="code" value={method.code} />
                <div className="field">
                  <label>
                    <input type="checkbox" name="enabled" defaultChecked={method.enabled} />{' '}
                    {t('admin.settings.shipping.enabled')}
                  </label>
                </div>
                <Field
                  id={id('price')}
                  name="price"
                  label={t('admin.settings.shipping.price')}
                  inputMode="decimal"
                  required
                  defaultValue={(method.price / 100).toFixed(2)}
                  error={errorOf(id('price'))}
                />
                <Field
                  id={id('freeFrom')}
                  name="freeFrom"
                  label={t('admin.settings.shipping.freeFrom')}
                  hint={t('admin.settings.shipping.freeFromHint')}
                  inputMode="decimal"
                  defaultValue={method.freeFrom === null ? '' : (method.freeFrom / 100).toFixed(2)}
                  error={errorOf(id('freeFrom'))}
                />
                <p className="field-hint">
                  {t('admin.settings.default', { value: defaultsText(method.defaults) })}
                </p>
                <div className="actions">
                  <button type="submit" className="button button-primary" disabled={busy}>
                    {t('admin.settings.shipping.save', { method: name })}
                  </button>{' '}
                  {method.updatedAt && !confirming(`shipping:${method.code}`) ? (
                    <ConfirmAction
                      trigger={t('admin.settings.shipping.reset', { method: name })}
                      question={t('admin.settings.resetConfirm', {
                        name,
                        value: defaultsText(method.defaults),
                      })}
                      confirmLabel={t('admin.settings.reset')}
                      cancelLabel={t('admin.cancel')}
                      fallbackHref={`?confirm=shipping:${method.code}`}
                      fields={{ intent: 'shipping-reset', code: method.code }}
                    />
                  ) : null}
                </div>
              </fieldset>
            </Form>
          );
        })}
      </section>

      <section className="admin-card" aria-labelledby="settings-features">
        <h2 id="settings-features">{t('admin.settings.features.title')}</h2>
        <p>{t('admin.settings.features.intro')}</p>
        <Form
          key={JSON.stringify(features.features)}
          method="post"
          className="admin-form"
          aria-labelledby="settings-features"
        >
          <input type="hidden" name="intent" value="features" />
          {FEATURE_SWITCHES.map((name) => (
            <div className="field" key={name}>
              <label>
                <input type="checkbox" name={name} defaultChecked={features.features[name]} />{' '}
                {t(`admin.settings.features.${name}`)}
              </label>
            </div>
          ))}
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {t('admin.settings.features.save')}
            </button>{' '}
            <ConfirmAction
              trigger={t('admin.settings.features.reset')}
              question={t('admin.settings.features.resetConfirm', { site })}
              confirmLabel={t('admin.settings.reset')}
              cancelLabel={t('admin.cancel')}
              fallbackHref="?confirm=features"
              fields={{ intent: 'features-reset' }}
            />
          </div>
        </Form>
      </section>

      <section className="admin-card" aria-labelledby="settings-taxes">
        <h2 id="settings-taxes">{t('admin.settings.taxes.title')}</h2>
        <p>{t('admin.settings.taxes.intro')}</p>
        <table className="data-table">
          <caption>{t('admin.settings.taxes.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.settings.taxes.region')}</th>
              <th scope="col">{t('admin.settings.taxes.current')}</th>
              <th scope="col">{t('admin.settings.taxes.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {taxes.regions.map((region) => {
              const code = `${region.countryCode}-${region.regionCode}`;
              const inputId = `rate-${code}`;
              const error = errorOf(inputId);
              return (
                <tr key={`${code}-${region.updatedAt ?? 'default'}`}>
                  <th scope="row">
                    {code} <span className="field-hint">{t(`admin.settings.taxes.kind.${region.kind}`)}</span>
                  </th>
                  <td>
                    {percent(region.rate)}
                    {region.updatedAt ? (
                      <span className="field-hint">
                        {' '}
                        {t('admin.settings.default', { value: percent(region.defaultRate) })}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <Form method="post" className="inline-form">
                      <input type="hidden" name="intent" value="tax" />
                      <input type="hidden" name="countryCode" value={region.countryCode} />
                      <input type="hidden" name="regionCode" value={region.regionCode} />
                      <label htmlFor={inputId}>{t('admin.settings.taxes.rate', { region: code })}</label>
                      <input
                        id={inputId}
                        name="rate"
                        inputMode="decimal"
                        size={7}
                        required
                        defaultValue={(region.rate * 100).toFixed(3).replace(/\.?0+$/, '')}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${inputId}-error` : undefined}
                      />
                      <button type="submit" className="button button-secondary" disabled={busy}>
                        {t('admin.settings.taxes.save', { region: code })}
                      </button>
                      {error ? (
                        <span id={`${inputId}-error`} className="field-error">
                          {error}
                        </span>
                      ) : null}
                    </Form>
                    {region.updatedAt ? (
                      <Form method="post" className="inline-form">
                        <input type="hidden" name="intent" value="tax-reset" />
                        <input type="hidden" name="countryCode" value={region.countryCode} />
                        <input type="hidden" name="regionCode" value={region.regionCode} />
                        <button type="submit" className="button button-secondary" disabled={busy}>
                          {t('admin.settings.taxes.reset', { region: code })}
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
