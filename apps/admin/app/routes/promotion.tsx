import {
  ADMIN_PROMOTION_LEVELS,
  type AdminPromotion,
  CURRENCIES,
  errorMessage,
  formatMoney,
  PROMOTION_AUDIENCES,
  PROMOTION_KINDS_BY_LEVEL,
  PROMOTION_SITE_IDS,
} from '@ridgeline/contracts';
import { ConfirmAction, InlineConfirm } from '@ridgeline/storefront/components/confirm-action.tsx';
import { Field, FormNotice } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { formErrorReply, replyOf, successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormConstraints, type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { MorePager } from '../components/more-pager.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import {
  promotionCodesOf,
  promotionConstraints,
  promotionOf,
  typedValues,
} from '../lib/promotion-forms.server.ts';
import { kindLabel, levelLabel, nameOf, promotionFormValues } from '../lib/promotions.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/promotion';

const CODES_PAGE = 50;
const FORM_FIELDS = [
  'name.en',
  'type',
  'kind',
  'percent',
  'amount',
  'buyQty',
  'giftUpc',
  'couponCode',
  'startsAt',
  'endsAt',
];

/** A promotion (promotions:write): its terms in one form, its use, enable/disable and its coupon codes. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const constraints = promotionConstraints();
  const promotionId = params.promotionId;
  if (!promotionId) {
    // A new promotion: the form alone (the call checks the operator may make one).
    await signedIn(request, () => api.call('promotions', { query: { pageSize: 1 } })).catch((error) => {
      if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
      throw error;
    });
    return { promotion: null, codes: null, missing: null, constraints, confirming: false };
  }
  const start = Number(new URL(request.url).searchParams.get('start')) || 0;
  try {
    const [promotion, codes] = await signedIn(request, () =>
      Promise.all([
        api.call('promotion', { params: { promotionId } }),
        api.call('promotionCodes', { params: { promotionId }, query: { start, pageSize: CODES_PAGE } }),
      ]),
    );
    const confirming = new URL(request.url).searchParams.get('confirm') === 'disable';
    return { promotion, codes, missing: null, constraints, confirming };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    if (isApiError(error, 'PRA404') || isApiError(error, 'REQ400'))
      return data(
        {
          promotion: null,
          codes: null,
          missing: errorMessage('PRA404', api.locale),
          constraints,
          confirming: false,
        },
        { status: 404 },
      );
    throw error;
  }
}

type PromotionReply = FormReply & { form?: string; codes?: string[] };

export async function action({
  request,
  context,
  params,
}: Route.ActionArgs): Promise<PromotionReply | Response> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const promotionId = params.promotionId;
  return signedIn(request, async () => {
    if (intent === 'save') {
      const submission = promotionOf(form, t);
      if (submission.status !== 'success') {
        return { ...replyOf(submission), initialValue: typedValues(form), form: intent };
      }
      try {
        if (!promotionId) {
          const created = await api.call('createPromotion', { body: submission.value });
          return redirect(`/promotions/${created.id}?created=1`);
        }
        await api.call('updatePromotion', { params: { promotionId }, body: submission.value });
        return successReply(t('admin.promotions.saved'), { form: intent });
      } catch (error) {
        return {
          ...refusalReply(error, t, FORM_FIELDS, { form: intent }),
          initialValue: typedValues(form),
        };
      }
    }
    if (!promotionId) return formErrorReply(t('error.generic'), { form: intent });
    try {
      if (intent === 'disable' || intent === 'enable') {
        const active = intent === 'enable';
        await api.call('setPromotionActive', { params: { promotionId }, body: { active } });
        return successReply(t(active ? 'admin.promotions.enabled' : 'admin.promotions.disabled'), {
          form: intent,
        });
      }
      if (intent === 'codes') {
        const submission = promotionCodesOf(form, t);
        if (submission.status !== 'success') return { ...replyOf(submission), form: intent };
        const made = await api.call('addPromotionCodes', { params: { promotionId }, body: submission.value });
        return successReply(t('admin.promotions.codesAdded', { count: made.codes.length }), {
          form: intent,
          codes: made.codes.slice(0, 20),
        });
      }
    } catch (error) {
      return refusalReply(error, t, ['code', 'count', 'prefix'], { form: intent });
    }
    return formErrorReply(t('error.generic'), { form: intent });
  });
}

function PromotionForm({
  promotion,
  reply,
  constraints,
}: {
  promotion: AdminPromotion | null;
  reply: PromotionReply | undefined;
  constraints: FormConstraints;
}) {
  const t = useT();
  const navigation = useNavigation();
  const saveReply = reply?.form === 'save' ? reply : undefined;
  const stored = promotion ? promotionFormValues(promotion) : { type: 'ORDER:percent_off', priority: '0' };
  const values = (saveReply?.status === 'error' ? saveReply.initialValue : null) ?? stored;
  const value = (name: string) => {
    const found = (values as Record<string, unknown>)[name];
    return typeof found === 'string' ? found : '';
  };
  const listOf = (name: string) => {
    const found = (values as Record<string, unknown>)[name];
    if (typeof found === 'string') return [found];
    return Array.isArray(found) ? (found as string[]) : [];
  };
  const error = (name: string) => fieldErrorOf(saveReply, name);
  const amountError = (group: string) =>
    error(group) ?? CURRENCIES.map((currency) => error(`${group}.${currency}`)).find(Boolean);
  return (
    <Form method="post" className="admin-form" aria-labelledby="promotion-form-title">
      <h2 id="promotion-form-title">{promotion ? t('admin.promotions.terms') : t('admin.promotions.new')}</h2>
      <input type="hidden" name="intent" value="save" />
      <fieldset>
        <legend>{t('admin.promotions.name')}</legend>
        {(['en', 'fr', 'de'] as const).map((language) => (
          <Field
            key={language}
            id={`name-${language}`}
            name={`name.${language}`}
            lang={language}
            label={t(`admin.promotions.inLanguage.${language}`)}
            defaultValue={value(`name.${language}`)}
            error={error(`name.${language}`)}
            required={language === 'en'}
            maxLength={80}
          />
        ))}
      </fieldset>
      <div className={error('kind') || error('type') ? 'field has-error' : 'field'}>
        <label htmlFor="promotion-type">{t('admin.promotions.type')}</label>
        <select
          id="promotion-type"
          name="type"
          defaultValue={value('type')}
          aria-describedby={error('kind') ? 'promotion-type-error' : undefined}
        >
          {ADMIN_PROMOTION_LEVELS.map((level) => (
            <optgroup key={level} label={t(levelLabel(level))}>
              {PROMOTION_KINDS_BY_LEVEL[level].map((kind) => (
                <option key={kind} value={`${level}:${kind}`}>
                  {t(levelLabel(level))}: {t(kindLabel(kind))}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {error('kind') ? (
          <p id="promotion-type-error" className="field-error">
            {error('kind')}
          </p>
        ) : null}
      </div>
      <Field
        id="promotion-percent"
        name="percent"
        type="number"
        min={1}
        max={100}
        label={t('admin.promotions.percent')}
        hint={t('admin.promotions.percentHint')}
        defaultValue={value('percent')}
        error={error('percent')}
      />
      <fieldset>
        <legend>{t('admin.promotions.amount')}</legend>
        <p className="field-hint">{t('admin.promotions.amountHint')}</p>
        {amountError('amount') ? <p className="field-error">{amountError('amount')}</p> : null}
        {CURRENCIES.map((currency) => (
          <Field
            key={currency}
            id={`amount-${currency}`}
            name={`amount.${currency}`}
            inputMode="decimal"
            label={currency}
            defaultValue={value(`amount.${currency}`)}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('admin.promotions.threshold')}</legend>
        <p className="field-hint">{t('admin.promotions.thresholdHint')}</p>
        {amountError('threshold') ? <p className="field-error">{amountError('threshold')}</p> : null}
        {CURRENCIES.map((currency) => (
          <Field
            key={currency}
            id={`threshold-${currency}`}
            name={`threshold.${currency}`}
            inputMode="decimal"
            label={currency}
            defaultValue={value(`threshold.${currency}`)}
          />
        ))}
      </fieldset>
      <Field
        id="promotion-buy"
        name="buyQty"
        type="number"
        min={1}
        label={t('admin.promotions.buyQty')}
        defaultValue={value('buyQty')}
        error={error('buyQty')}
      />
      <Field
        id="promotion-get"
        name="getQty"
        type="number"
        min={1}
        label={t('admin.promotions.getQty')}
        defaultValue={value('getQty')}
        error={error('getQty')}
      />
      <Field
        id="promotion-gift"
        name="giftUpc"
        inputMode="numeric"
        label={t('admin.promotions.giftUpc')}
        defaultValue={value('giftUpc')}
        error={error('giftUpc')}
      />
      <Field
        id="promotion-product-types"
        name="productTypes"
        label={t('admin.promotions.productTypes')}
        hint={t('admin.promotions.listHint')}
        defaultValue={value('productTypes')}
      />
      <Field
        id="promotion-product-ids"
        name="productIds"
        label={t('admin.promotions.productIds')}
        hint={t('admin.promotions.listHint')}
        defaultValue={value('productIds')}
      />
      <Field
        id="promotion-shipping-methods"
        name="shippingMethods"
        label={t('admin.promotions.shippingMethods')}
        hint={t('admin.promotions.listHint')}
        defaultValue={value('shippingMethods')}
      />
      <fieldset>
        <legend>{t('admin.promotions.coupon')}</legend>
        <div className="field field-checkbox">
          <input
            id="promotion-requires-code"
            name="requiresCode"
            type="checkbox"
            defaultChecked={value('requiresCode') === 'on'}
          />
          <label htmlFor="promotion-requires-code">{t('admin.promotions.requiresCode')}</label>
        </div>
        <Field
          id="promotion-code"
          name="couponCode"
          label={t('admin.promotions.couponCode')}
          hint={t('admin.promotions.couponCodeHint')}
          defaultValue={value('couponCode')}
          error={error('couponCode')}
          maxLength={constraints.couponCode?.maxLength}
        />
      </fieldset>
      <fieldset>
        <legend>{t('admin.promotions.audiences')}</legend>
        <p className="field-hint">{t('admin.promotions.everyoneHint')}</p>
        {PROMOTION_AUDIENCES.map((audience) => (
          <div className="field field-checkbox" key={audience}>
            <input
              id={`audience-${audience}`}
              name="audiences"
              type="checkbox"
              value={audience}
              defaultChecked={listOf('audiences').includes(audience)}
            />
            <label htmlFor={`audience-${audience}`}>{t(`admin.promotions.audience.${audience}`)}</label>
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('admin.promotions.sites')}</legend>
        <p className="field-hint">{t('admin.promotions.allSitesHint')}</p>
        {PROMOTION_SITE_IDS.map((site) => (
          <div className="field field-checkbox" key={site}>
            <input
              id={`site-${site}`}
              name="siteIds"
              type="checkbox"
              value={site}
              defaultChecked={listOf('siteIds').includes(site)}
            />
            <label htmlFor={`site-${site}`}>{t(`admin.promotions.site.${site as 'us'}`)}</label>
          </div>
        ))}
      </fieldset>
      <Field
        id="promotion-starts"
        name="startsAt"
        type="datetime-local"
        label={t('admin.promotions.startsAt')}
        hint={t('admin.promotions.utcHint')}
        defaultValue={value('startsAt')}
        error={error('startsAt')}
      />
      <Field
        id="promotion-ends"
        name="endsAt"
        type="datetime-local"
        label={t('admin.promotions.endsAt')}
        hint={t('admin.promotions.utcHint')}
        defaultValue={value('endsAt')}
        error={error('endsAt')}
      />
      <Field
        id="promotion-total-limit"
        name="totalLimit"
        type="number"
        min={1}
        label={t('admin.promotions.totalLimit')}
        hint={t('admin.promotions.noLimitHint')}
        defaultValue={value('totalLimit')}
        error={error('totalLimit')}
      />
      <Field
        id="promotion-shopper-limit"
        name="perShopperLimit"
        type="number"
        min={1}
        label={t('admin.promotions.perShopperLimit')}
        hint={t('admin.promotions.noLimitHint')}
        defaultValue={value('perShopperLimit')}
        error={error('perShopperLimit')}
      />
      <Field
        id="promotion-priority"
        name="priority"
        type="number"
        min={0}
        max={100}
        label={t('admin.promotions.priority')}
        hint={t('admin.promotions.priorityHint')}
        defaultValue={value('priority')}
        error={error('priority')}
      />
      <fieldset>
        <legend>{t('admin.promotions.callout')}</legend>
        <p className="field-hint">{t('admin.promotions.calloutHint')}</p>
        {(['en', 'fr', 'de'] as const).map((language) => (
          <Field
            key={language}
            id={`callout-${language}`}
            name={`calloutMessage.${language}`}
            lang={language}
            label={t(`admin.promotions.inLanguage.${language}`)}
            defaultValue={value(`calloutMessage.${language}`)}
            maxLength={200}
          />
        ))}
      </fieldset>
      <button type="submit" className="button button-primary" disabled={navigation.state === 'submitting'}>
        {promotion ? t('admin.promotions.save') : t('admin.promotions.create')}
      </button>
    </Form>
  );
}

/** Each code of the batch redeemable by one order only, across all shoppers (decision 088). */
function SingleUseBox({ id }: { id: string }) {
  const t = useT();
  return (
    <div className="field field-checkbox">
      <input type="checkbox" id={id} name="singleUse" />
      <label htmlFor={id}>{t('admin.promotions.singleUse')}</label>
    </div>
  );
}

function Codes({
  promotion,
  codes,
  reply,
}: {
  promotion: AdminPromotion;
  codes: NonNullable<Route.ComponentProps['loaderData']['codes']>;
  reply: PromotionReply | undefined;
}) {
  const t = useT();
  const codesReply = reply?.form === 'codes' ? reply : undefined;
  return (
    <section className="admin-card" aria-labelledby="promotion-codes">
      <h2 id="promotion-codes">{t('admin.promotions.codes')}</h2>
      <p>{t('admin.promotions.codesIntro')}</p>
      {codesReply?.codes?.length ? (
        <p data-testid="new-codes">
          {t('admin.promotions.newCodes')} <code>{codesReply.codes.join(', ')}</code>
        </p>
      ) : null}
      <Form method="post" className="inline-form" aria-labelledby="one-code">
        <h3 id="one-code">{t('admin.promotions.oneCode')}</h3>
        <input type="hidden" name="intent" value="codes" />
        <input type="hidden" name="mode" value="one" />
        <Field
          id="one-code-value"
          name="code"
          label={t('admin.promotions.couponCode')}
          error={fieldErrorOf(codesReply, 'code')}
          maxLength={40}
        />
        <SingleUseBox id="one-code-single-use" />
        <button type="submit" className="button button-secondary">
          {t('admin.promotions.addCode')}
        </button>
      </Form>
      <Form method="post" className="inline-form" aria-labelledby="bulk-codes">
        <h3 id="bulk-codes">{t('admin.promotions.bulkCodes')}</h3>
        <input type="hidden" name="intent" value="codes" />
        <input type="hidden" name="mode" value="bulk" />
        <Field
          id="bulk-count"
          name="count"
          type="number"
          min={1}
          max={10000}
          required
          label={t('admin.promotions.count')}
          error={fieldErrorOf(codesReply, 'count')}
        />
        <Field
          id="bulk-prefix"
          name="prefix"
          maxLength={12}
          label={t('admin.promotions.prefix')}
          error={fieldErrorOf(codesReply, 'prefix')}
        />
        <SingleUseBox id="bulk-single-use" />
        <button type="submit" className="button button-secondary">
          {t('admin.promotions.generate')}
        </button>
      </Form>
      <p>
        <a href={`/admin/promotions/${promotion.id}/codes.csv`} download>
          {t('admin.promotions.exportCsv')}
        </a>
      </p>
      {codes.singleUse.total > 0 ? (
        <p data-testid="single-use-summary">
          {t('admin.promotions.singleUseSummary', {
            used: codes.singleUse.used,
            unused: codes.singleUse.total - codes.singleUse.used,
          })}
        </p>
      ) : null}
      <DataTable
        caption={t('admin.promotions.codesCaption')}
        rows={codes.items}
        rowKey={(item) => item.code}
        empty={t('admin.promotions.noCodes')}
        columns={[
          { id: 'code', header: t('admin.promotions.couponCode'), cell: (item) => <code>{item.code}</code> },
          {
            id: 'used',
            header: t('admin.promotions.timesRedeemed'),
            numeric: true,
            cell: (item) => item.timesRedeemed,
          },
          {
            id: 'single-use',
            header: t('admin.promotions.codeUse'),
            cell: (item) =>
              !item.singleUse ? (
                t('admin.promotions.codeReusable')
              ) : item.usedByOrder ? (
                <>
                  {t('admin.promotions.codeUsedBy')}{' '}
                  <Link to={`/orders/${encodeURIComponent(item.usedByOrder)}`}>{item.usedByOrder}</Link>
                </>
              ) : (
                t('admin.promotions.codeUnused')
              ),
          },
        ]}
      />
      <MorePager start={codes.start} pageSize={codes.pageSize} hasMore={codes.hasMore} />
    </section>
  );
}

export default function Promotion({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { promotion, codes, missing, constraints, confirming } = loaderData;
  const reply = actionData as PromotionReply | undefined;
  if (missing) {
    return (
      <>
        <title>{t('admin.meta.title', { page: t('admin.promotions.notFound') })}</title>
        <h1>{t('admin.promotions.notFound')}</h1>
        <Notice type="error">{missing}</Notice>
        <p>
          <Link to="/promotions">{t('admin.promotions.backToList')}</Link>
        </p>
      </>
    );
  }
  const title = promotion ? nameOf(promotion, locale) : t('admin.promotions.new');
  const given =
    promotion &&
    (Object.entries(promotion.usage.discountGiven)
      .map(([currency, amount]) => formatMoney(amount, currency, locale))
      .join(', ') ||
      '—');
  return (
    <>
      <title>{t('admin.meta.title', { page: title })}</title>
      <p>
        <Link to="/promotions">{t('admin.promotions.backToList')}</Link>
      </p>
      <h1>{title}</h1>
      <FormNotice reply={reply} />
      {promotion ? (
        <>
          <dl className="admin-facts">
            <dt>{t('admin.promotions.id')}</dt>
            <dd>{promotion.id}</dd>
            <dt>{t('admin.promotions.status')}</dt>
            <dd data-testid="promotion-status">{t(`admin.promotions.status.${promotion.status}`)}</dd>
            <dt>{t('admin.promotions.timesRedeemed')}</dt>
            <dd data-testid="promotion-redeemed">{promotion.usage.timesRedeemed}</dd>
            <dt>{t('admin.promotions.discountGiven')}</dt>
            <dd>{given}</dd>
          </dl>
          {confirming && promotion.active ? (
            <InlineConfirm
              question={t('admin.promotions.disableQuestion', { name: title })}
              confirmLabel={t('admin.promotions.disable')}
              cancelLabel={t('admin.cancel')}
              cancelHref={`/promotions/${promotion.id}`}
              fields={{ intent: 'disable' }}
            />
          ) : null}
          {promotion.active ? (
            <ConfirmAction
              trigger={t('admin.promotions.disable')}
              question={t('admin.promotions.disableQuestion', { name: title })}
              confirmLabel={t('admin.promotions.disable')}
              cancelLabel={t('admin.cancel')}
              fallbackHref={`?confirm=disable`}
              fields={{ intent: 'disable' }}
            />
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="enable" />
              <button type="submit" className="button button-secondary">
                {t('admin.promotions.enable')}
              </button>
            </Form>
          )}
        </>
      ) : null}
      <section className="admin-card">
        <PromotionForm
          key={`${promotion?.updatedAt ?? 'new'}`}
          promotion={promotion}
          reply={reply}
          constraints={constraints}
        />
      </section>
      {promotion && codes ? <Codes promotion={promotion} codes={codes} reply={reply} /> : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
