import { CURRENCIES, PRODUCT_TYPES } from '@ridgeline/contracts';
import { Field, FormNotice, SelectField, TextAreaField } from '@ridgeline/storefront/components/form.tsx';
import { formErrorReply } from '@ridgeline/storefront/lib/forms.server.ts';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useT } from '../lib/hooks.ts';
import { BADGES, COLOR_LINES, GENDERS, LANGUAGES, VARIANT_LINES } from '../lib/product-form-lines.ts';
import { createRefusal, productCreateOf } from '../lib/product-new-form.server.ts';
import type { Route } from './+types/product-new';

const COLOR_SLOTS = Array.from({ length: COLOR_LINES }, (_, index) => `color${index}`);
const VARIANT_SLOTS = Array.from({ length: VARIANT_LINES }, (_, index) => `variant${index}`);

/** The new-product screen (catalogue:write, decision 086): the categories for its choice. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  try {
    const categories = await signedIn(request, () => api.call('categories'));
    return { categories: categories.items };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    throw error;
  }
}

type NewReply = FormReply & { values?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs): Promise<NewReply | Response> {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const form = await request.formData();
  const values = Object.fromEntries(
    [...form.entries()].flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  );
  const { body, problems, lines } = productCreateOf(form, t);
  if (Object.keys(problems).length > 0) {
    const first = Object.values(problems)[0] ?? [];
    return { status: 'error', error: { '': first, ...problems }, at: Date.now(), values };
  }
  if (body.colors.length === 0 || body.variants.length === 0 || body.prices.length === 0) {
    return { ...formErrorReply(t('admin.productNew.nothing')), values };
  }
  return signedIn(request, async () => {
    try {
      const product = await api.call('createProduct', { body });
      return redirect(`/products/${product.id}?created=1`);
    } catch (error) {
      return { ...createRefusal(error, t, lines, body.prices), values };
    }
  });
}

export default function ProductNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const reply = actionData as NewReply | undefined;
  const sent = reply?.values ?? {};
  const value = (name: string, fallback = '') => sent[name] ?? fallback;
  const error = (name: string) => fieldErrorOf(reply, name);
  const languageName = (language: (typeof LANGUAGES)[number]) => t(`admin.product.language.${language}`);
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      id={`new-${name.replace(/\./g, '-')}`}
      name={name}
      label={label}
      defaultValue={value(name, (extra.fallback as string) ?? '')}
      error={error(name)}
      {...Object.fromEntries(Object.entries(extra).filter(([key]) => key !== 'fallback'))}
    />
  );
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.productNew.title') })}</title>
      <p>
        <Link to="/products">{t('admin.product.backToList')}</Link>
      </p>
      <h1>{t('admin.productNew.title')}</h1>
      <p className="muted">{t('admin.productNew.intro')}</p>
      <FormNotice reply={reply} />
      <Form method="post" className="admin-form" aria-label={t('admin.productNew.title')} key={reply?.at}>
        <section className="admin-card" aria-labelledby="new-details">
          <h2 id="new-details">{t('admin.product.details')}</h2>
          {field('id', t('admin.productNew.id'), { hint: t('admin.productNew.idHint'), required: true })}
          {LANGUAGES.map((language) => (
            <div key={language}>
              {field(`name.${language}`, t('admin.product.nameIn', { language: languageName(language) }), {
                lang: language,
                required: language === 'en',
                ...(language === 'en' ? {} : { hint: t('admin.product.fallbackHint') }),
              })}
              <TextAreaField
                id={`new-description-${language}`}
                name={`description.${language}`}
                lang={language}
                label={t('admin.product.descriptionIn', { language: languageName(language) })}
                defaultValue={value(`description.${language}`)}
                error={error(`description.${language}`)}
                required={language === 'en'}
                rows={3}
              />
            </div>
          ))}
          {field('brand', t('admin.productNew.brand'), { required: true, fallback: 'Ridgeline' })}
          <SelectField
            id="new-productType"
            name="productType"
            label={t('admin.products.productType')}
            defaultValue={value('productType')}
            error={error('productType')}
          >
            {PRODUCT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="new-gender"
            name="gender"
            label={t('admin.productNew.gender')}
            defaultValue={value('gender')}
            error={error('gender')}
          >
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`admin.productNew.gender.${gender}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="new-categoryId"
            name="categoryId"
            label={t('admin.products.category')}
            defaultValue={value('categoryId')}
            error={error('categoryId')}
          >
            {loaderData.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {`${'\u2003'.repeat(category.depth)}${category.name}`}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="new-badge"
            name="badge"
            label={t('admin.products.badge')}
            defaultValue={value('badge')}
            error={error('badge')}
          >
            <option value="">{t('admin.products.badge.none')}</option>
            {BADGES.map((badge) => (
              <option key={badge} value={badge}>
                {t(`admin.products.badge.${badge}`)}
              </option>
            ))}
          </SelectField>
          {field('eyebrow', t('admin.product.eyebrow'))}
          {field('season', t('admin.product.season'))}
          <TextAreaField
            id="new-attributes"
            name="attributes"
            label={`${t('admin.product.attributes')} (${t('admin.product.attributesHint')})`}
            defaultValue={value('attributes')}
            error={error('attributes')}
            rows={3}
          />
          <SelectField
            id="new-sizeChartType"
            name="sizeChartType"
            label={`${t('admin.product.sizeChart')} (${t('admin.product.sizeChartHint')})`}
            defaultValue={value('sizeChartType')}
            error={error('sizeChartType')}
          >
            <option value="">{t('admin.productNew.sizeChartOwn')}</option>
            {PRODUCT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <div className="field field-checkbox">
            <input
              id="new-enabled"
              name="enabled"
              type="checkbox"
              defaultChecked={reply ? sent.enabled === 'on' : true}
            />
            <label htmlFor="new-enabled">{t('admin.product.enabled')}</label>
          </div>
        </section>

        <section className="admin-card" aria-labelledby="new-colors">
          <h2 id="new-colors">{t('admin.productNew.colors')}</h2>
          {COLOR_SLOTS.map((slot, index) => (
            <fieldset key={slot} className="admin-fieldset">
              <legend>{t('admin.productNew.colorLine', { number: index + 1 })}</legend>
              {field(`color${index}.code`, t('admin.productNew.colorCode'), { inputMode: 'numeric' })}
              {LANGUAGES.map((language) => (
                <div key={language}>
                  {field(
                    `color${index}.label.${language}`,
                    t('admin.productNew.colorName', { language: languageName(language) }),
                    { lang: language },
                  )}
                </div>
              ))}
              {field(`color${index}.hex`, t('admin.productNew.colorHex'))}
            </fieldset>
          ))}
        </section>

        <section className="admin-card" aria-labelledby="new-variants">
          <h2 id="new-variants">{t('admin.productNew.variants')}</h2>
          {VARIANT_SLOTS.map((slot, index) => (
            <fieldset key={slot} className="admin-fieldset">
              <legend>{t('admin.productNew.variantLine', { number: index + 1 })}</legend>
              {field(`variant${index}.colorCode`, t('admin.productNew.variantColor'), {
                inputMode: 'numeric',
              })}
              {field(`variant${index}.size`, t('admin.productNew.size'))}
              {field(`variant${index}.upc`, t('admin.productNew.upc'), { inputMode: 'numeric' })}
              {field(`variant${index}.stock`, t('admin.productNew.stock'), {
                inputMode: 'numeric',
                fallback: '0',
              })}
            </fieldset>
          ))}
        </section>

        <section className="admin-card" aria-labelledby="new-prices">
          <h2 id="new-prices">{t('admin.productNew.prices')}</h2>
          <p className="muted">{t('admin.productNew.pricesHint')}</p>
          {CURRENCIES.map((currency) => (
            <div key={currency}>
              {field(`price.${currency}`, t('admin.product.listAmount', { currency }), {
                inputMode: 'decimal',
              })}
            </div>
          ))}
        </section>
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('admin.productNew.create')}
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
