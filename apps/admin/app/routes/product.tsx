import { CURRENCIES, errorMessage, formatMoney, SITES } from '@ridgeline/contracts';
import { Field, FormNotice, SelectField, TextAreaField } from '@ridgeline/storefront/components/form.tsx';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { formErrorReply, replyOf, successReply } from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router';
import { Forbidden } from '../components/forbidden.tsx';
import { AddVariantForm, RemoveVariantForm, SizeChartForm } from '../components/product-variant-forms.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import {
  priceFormOf,
  priceFormValues,
  productConstraints,
  productFormOf,
  productFormValues,
  productIdOf,
} from '../lib/catalogue-forms.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { isVariantIntent, variantAction } from '../lib/product-variant-actions.server.ts';
import { refusalReply } from '../lib/refusals.server.ts';
import type { Route } from './+types/product';

const LANGUAGES = ['en', 'fr', 'de'] as const;
const PRODUCT_FIELDS = [
  ...LANGUAGES.flatMap((language) => [`name.${language}`, `description.${language}`]),
  'categoryId',
  'badge',
  'eyebrow',
  'season',
  'attributes',
];
const PRICE_FIELDS = ['listAmount', 'saleAmount', 'saleStartsAt', 'saleEndsAt'];
const BADGES = ['new', 'bestseller', 'sustainable', 'sale'] as const;
// Each currency's shop, for the link to the product page where its price shows.
const localeOfCurrency = Object.fromEntries(SITES.map((site) => [site.currency, site.locales[0]]));

/** One product (catalogue:write): its texts and facts, variants, prices per currency and price history. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const constraints = productConstraints();
  const id = productIdOf(params);
  const missing = () =>
    data(
      {
        product: null,
        categories: [],
        missing: errorMessage('CAT404', api.locale),
        constraints,
        shown: null,
        priceValues: {},
      },
      { status: 404 },
    );
  if (!id.success) return missing();
  try {
    const [product, categories] = await signedIn(request, () =>
      Promise.all([
        api.call('product', { params: { productId: id.data.productId } }),
        api.call('categories'),
      ]),
    );
    return data({
      product,
      categories: categories.items,
      missing: null,
      constraints,
      shown: productFormValues(product),
      priceValues: priceFormValues(product),
    });
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    if (isApiError(error, 'CAT404')) return missing();
    throw error;
  }
}

type ProductReply = FormReply & { form?: string };

export async function action({ request, context, params }: Route.ActionArgs): Promise<ProductReply> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = productIdOf(params);
  if (!id.success) return formErrorReply(t('error.generic'), { form: intent });
  const productId = id.data.productId;
  return signedIn(request, async () => {
    if (intent === 'product') {
      const { submission, body } = productFormOf(form, t);
      if (!body) return { ...replyOf(submission), form: intent };
      try {
        await api.call('updateProduct', { params: { productId }, body });
        return successReply(t('admin.product.saved'), { form: intent });
      } catch (error) {
        return {
          ...refusalReply(error, t, PRODUCT_FIELDS, { form: intent }),
          initialValue: submission.reply().initialValue,
        };
      }
    }
    if (intent === 'price') {
      const { submission, currency, body } = priceFormOf(form, t);
      const which = String(form.get('currency') ?? '');
      if (!body || !currency) return { ...replyOf(submission), form: `price-${which}` };
      try {
        await api.call('setPrice', { params: { productId, currency }, body });
        return successReply(t('admin.product.priceSaved', { currency }), { form: `price-${currency}` });
      } catch (error) {
        return {
          ...refusalReply(error, t, PRICE_FIELDS, { form: `price-${currency}` }),
          initialValue: submission.reply().initialValue,
        };
      }
    }
    if (intent === 'variant') {
      const upc = String(form.get('upc') ?? '');
      const enabled = form.get('enabled') === 'true';
      const label = String(form.get('label') ?? upc);
      try {
        await api.call('setVariant', { params: { productId, upc }, body: { enabled } });
        return successReply(
          t(enabled ? 'admin.product.variantShown' : 'admin.product.variantHidden', { variant: label }),
          { form: intent },
        );
      } catch (error) {
        return refusalReply(error, t, [], { form: intent });
      }
    }
    if (isVariantIntent(intent)) return variantAction(api, t, productId, intent, form);
    return formErrorReply(t('error.generic'), { form: intent });
  });
}

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [search] = useSearchParams();
  const { product, categories, missing, constraints, shown, priceValues } = loaderData;
  const reply = actionData as ProductReply | undefined;
  if (!product || !shown) {
    return (
      <>
        <title>{t('admin.meta.title', { page: t('admin.product.notFound') })}</title>
        <h1>{t('admin.product.notFound')}</h1>
        <Notice type="error">{missing}</Notice>
        <p>
          <Link to="/products">{t('admin.product.backToList')}</Link>
        </p>
      </>
    );
  }
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const productReply = reply?.form === 'product' ? reply : undefined;
  const sent = (productReply?.status === 'error' ? productReply.initialValue : null) as Record<
    string,
    unknown
  > | null;
  const value = (name: keyof typeof shown) => {
    if (!sent) return shown[name];
    const [head, tail] = name.split('.') as [string, string | undefined];
    const posted = tail ? (sent[head] as Record<string, unknown> | undefined)?.[tail] : sent[head];
    return typeof posted === 'string' ? posted : '';
  };
  const enabledChecked = sent ? sent.enabled === 'on' : product.enabled;
  const title = product.name.en ?? product.id;
  const languageName = (language: (typeof LANGUAGES)[number]) => t(`admin.product.language.${language}`);
  const variantLabel = (variant: (typeof product.variants)[number]) =>
    `${variant.colorLabel} ${variant.size} (${variant.upc})`;
  return (
    <>
      <title>{t('admin.meta.title', { page: title })}</title>
      <p>
        <Link to="/products">{t('admin.product.backToList')}</Link>
      </p>
      <h1>
        {title} <span className="muted">{product.id}</span>
      </h1>
      <p>
        <a href={`/${locale}${product.pdpUrl}`}>{t('admin.product.viewInShop')}</a>
      </p>
      {search.has('created') && !reply ? (
        <Notice type="success">{t('admin.productNew.created', { productId: product.id })}</Notice>
      ) : null}
      {reply?.form === 'variant' ? <FormNotice reply={reply} /> : null}

      <section className="admin-card" aria-labelledby="product-images">
        <h2 id="product-images">{t('admin.product.images')}</h2>
        <p>
          <Link to={`/products/${product.id}/images`}>{t('admin.product.imagesLink')}</Link>
        </p>
        <p>
          <Link to={`/customs/${product.id}`}>{t('admin.product.customsLink')}</Link>
        </p>
      </section>

      <section className="admin-card" aria-labelledby="product-details">
        <h2 id="product-details">{t('admin.product.details')}</h2>
        <FormNotice reply={productReply} />
        <Form method="post" className="admin-form" aria-labelledby="product-details" key={productReply?.at}>
          <input type="hidden" name="intent" value="product" />
          {LANGUAGES.map((language) => (
            <div key={language}>
              <Field
                id={`name-${language}`}
                name={`name.${language}`}
                lang={language}
                label={t('admin.product.nameIn', { language: languageName(language) })}
                {...(language === 'en' ? {} : { hint: t('admin.product.fallbackHint') })}
                defaultValue={value(`name.${language}`)}
                error={fieldErrorOf(productReply, `name.${language}`)}
                required={language === 'en'}
                maxLength={constraints[`name.${language}`]?.maxLength}
              />
              <TextAreaField
                id={`description-${language}`}
                name={`description.${language}`}
                lang={language}
                label={t('admin.product.descriptionIn', { language: languageName(language) })}
                defaultValue={value(`description.${language}`)}
                error={fieldErrorOf(productReply, `description.${language}`)}
                required={language === 'en'}
                rows={4}
                maxLength={constraints[`description.${language}`]?.maxLength}
              />
            </div>
          ))}
          <SelectField
            id="product-category"
            name="categoryId"
            label={t('admin.products.category')}
            defaultValue={value('categoryId')}
            error={fieldErrorOf(productReply, 'categoryId')}
          >
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {`${'\u2003'.repeat(category.depth)}${category.name}`}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="product-badge"
            name="badge"
            label={t('admin.products.badge')}
            defaultValue={value('badge')}
            error={fieldErrorOf(productReply, 'badge')}
          >
            <option value="">{t('admin.products.badge.none')}</option>
            {BADGES.map((badge) => (
              <option key={badge} value={badge}>
                {t(`admin.products.badge.${badge}`)}
              </option>
            ))}
          </SelectField>
          <Field
            id="product-eyebrow"
            name="eyebrow"
            label={t('admin.product.eyebrow')}
            defaultValue={value('eyebrow')}
            error={fieldErrorOf(productReply, 'eyebrow')}
            maxLength={constraints.eyebrow?.maxLength}
          />
          <Field
            id="product-season"
            name="season"
            label={t('admin.product.season')}
            defaultValue={value('season')}
            error={fieldErrorOf(productReply, 'season')}
            maxLength={constraints.season?.maxLength}
          />
          <TextAreaField
            id="product-attributes"
            name="attributes"
            label={`${t('admin.product.attributes')} (${t('admin.product.attributesHint')})`}
            defaultValue={value('attributes')}
            error={fieldErrorOf(productReply, 'attributes')}
            rows={4}
          />
          <div className="field field-checkbox">
            <input id="product-enabled" name="enabled" type="checkbox" defaultChecked={enabledChecked} />
            <label htmlFor="product-enabled">{t('admin.product.enabled')}</label>
          </div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('admin.product.save')}
          </button>
        </Form>
      </section>

      <section className="admin-card" aria-labelledby="product-prices">
        <h2 id="product-prices">{t('admin.product.prices')}</h2>
        <p className="muted">{t('admin.product.pricesHint')}</p>
        {CURRENCIES.map((currency) => {
          const price = product.prices.find((row) => row.currency === currency) ?? null;
          const priceReply = reply?.form === `price-${currency}` ? reply : undefined;
          const posted = (priceReply?.status === 'error' ? priceReply.initialValue : null) as Record<
            string,
            string | undefined
          > | null;
          const money = (minor: number) => formatMoney(minor, currency, localeOfCurrency[currency] ?? locale);
          const field = (name: string, fallback: string) => (posted ? (posted[name] ?? '') : fallback);
          const headingId = `price-${currency}`;
          return (
            <section key={currency} className="price-form" aria-labelledby={headingId}>
              <h3 id={headingId}>{t('admin.product.priceIn', { currency })}</h3>
              {price ? (
                <p data-testid={`current-${currency}`}>
                  {t('admin.product.currentPrice', { price: money(price.currentAmount) })}
                  {price.lowest30Days !== null ? (
                    <>
                      <br />
                      {t('admin.product.lowest30', { price: money(price.lowest30Days) })}
                    </>
                  ) : null}
                </p>
              ) : (
                <p className="muted">{t('admin.product.noPrice')}</p>
              )}
              <FormNotice reply={priceReply} />
              <Form method="post" className="admin-form" aria-labelledby={headingId} key={priceReply?.at}>
                <input type="hidden" name="intent" value="price" />
                <input type="hidden" name="currency" value={currency} />
                <Field
                  id={`list-${currency}`}
                  name="listAmount"
                  inputMode="decimal"
                  label={t('admin.product.listAmount', { currency })}
                  defaultValue={field('listAmount', priceValues[currency]?.listAmount ?? '')}
                  error={fieldErrorOf(priceReply, 'listAmount')}
                  required
                />
                <Field
                  id={`sale-${currency}`}
                  name="saleAmount"
                  inputMode="decimal"
                  label={t('admin.product.saleAmount', { currency })}
                  hint={t('admin.product.saleHint')}
                  defaultValue={field('saleAmount', priceValues[currency]?.saleAmount ?? '')}
                  error={fieldErrorOf(priceReply, 'saleAmount')}
                />
                <Field
                  id={`starts-${currency}`}
                  name="saleStartsAt"
                  type="datetime-local"
                  label={t('admin.product.saleStartsAt')}
                  hint={t('admin.product.datesHint')}
                  defaultValue={field('saleStartsAt', priceValues[currency]?.saleStartsAt ?? '')}
                  error={fieldErrorOf(priceReply, 'saleStartsAt')}
                />
                <Field
                  id={`ends-${currency}`}
                  name="saleEndsAt"
                  type="datetime-local"
                  label={t('admin.product.saleEndsAt')}
                  defaultValue={field('saleEndsAt', priceValues[currency]?.saleEndsAt ?? '')}
                  error={fieldErrorOf(priceReply, 'saleEndsAt')}
                />
                <button type="submit" className="button button-primary" disabled={busy}>
                  {t('admin.product.savePrice', { currency })}
                </button>
              </Form>
            </section>
          );
        })}
      </section>

      <section className="admin-card" aria-labelledby="price-history">
        <h2 id="price-history">{t('admin.product.history')}</h2>
        {product.priceHistory.length === 0 ? (
          <p className="empty-state">{t('admin.product.historyEmpty')}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <section className="table-scroll" aria-label={t('admin.product.historyCaption')} tabIndex={0}>
            <table className="data-table">
              <caption>{t('admin.product.historyCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.product.recordedAt')}</th>
                  <th scope="col">{t('admin.product.currency')}</th>
                  <th scope="col">{t('admin.product.listPrice')}</th>
                  <th scope="col">{t('admin.product.sale')}</th>
                </tr>
              </thead>
              <tbody>
                {product.priceHistory.map((row) => {
                  const money = (minor: number) =>
                    formatMoney(minor, row.currency, localeOfCurrency[row.currency] ?? locale);
                  return (
                    <tr key={row.id}>
                      <td>
                        {row.recordedAt.startsWith('1970-')
                          ? t('admin.product.beforeRecords')
                          : date(row.recordedAt)}
                      </td>
                      <td>{row.currency}</td>
                      <td>{money(row.listAmount)}</td>
                      <td>
                        {row.saleAmount === null
                          ? t('admin.product.noSale')
                          : t('admin.product.saleWindow', {
                              price: money(row.saleAmount),
                              from: row.saleStartsAt ? date(row.saleStartsAt) : t('admin.product.open'),
                              to: row.saleEndsAt ? date(row.saleEndsAt) : t('admin.product.open'),
                            })}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        )}
      </section>

      <section className="admin-card" aria-labelledby="product-variants">
        <h2 id="product-variants">{t('admin.product.variants')}</h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className="table-scroll" aria-label={t('admin.product.variantsCaption')} tabIndex={0}>
          <table className="data-table">
            <caption>{t('admin.product.variantsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.product.color')}</th>
                <th scope="col">{t('admin.product.size')}</th>
                <th scope="col">{t('admin.product.upc')}</th>
                <th scope="col">{t('admin.products.status')}</th>
                <th scope="col">{t('admin.product.action')}</th>
              </tr>
            </thead>
            <tbody>
              {product.variants.map((variant) => (
                <tr key={variant.upc}>
                  <td>{variant.colorLabel}</td>
                  <td>{variant.size}</td>
                  <td>{variant.upc}</td>
                  <td>
                    {t(variant.enabled ? 'admin.products.status.enabled' : 'admin.products.status.disabled')}
                  </td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="intent" value="variant" />
                      <input type="hidden" name="upc" value={variant.upc} />
                      <input type="hidden" name="label" value={variantLabel(variant)} />
                      <input type="hidden" name="enabled" value={variant.enabled ? 'false' : 'true'} />
                      <button type="submit" className="button button-secondary" disabled={busy}>
                        {t(variant.enabled ? 'admin.product.hide' : 'admin.product.show', {
                          variant: variantLabel(variant),
                        })}
                      </button>
                    </Form>
                    <RemoveVariantForm upc={variant.upc} label={variantLabel(variant)} busy={busy} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>
      <AddVariantForm
        colors={[
          ...new Map(
            product.variants.map((v) => [v.colorCode, { code: v.colorCode, label: v.colorLabel }]),
          ).values(),
        ]}
        reply={reply}
        busy={busy}
      />
      <SizeChartForm
        productType={product.productType}
        sizeChartType={product.sizeChartType}
        reply={reply}
        busy={busy}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
