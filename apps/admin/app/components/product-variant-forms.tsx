import { PRODUCT_TYPES } from '@ridgeline/contracts';
import { Field, FormNotice, SelectField } from '@ridgeline/storefront/components/form.tsx';
import { type FormReply, fieldErrorOf } from '@ridgeline/storefront/lib/forms.ts';
import { Form } from 'react-router';
import { useT } from '../lib/hooks.ts';

// The product screen's size-chart choice, variant removal and new-variant forms (decision 086).

type Reply = (FormReply & { form?: string; values?: Record<string, string> }) | undefined;
const LANGUAGES = ['en', 'fr', 'de'] as const;

export function SizeChartForm(props: {
  productType: string;
  sizeChartType: string | null;
  reply: Reply;
  busy: boolean;
}) {
  const t = useT();
  const reply = props.reply?.form === 'sizeChart' ? props.reply : undefined;
  return (
    <section className="admin-card" aria-labelledby="product-size-chart">
      <h2 id="product-size-chart">{t('admin.product.sizeChart')}</h2>
      <FormNotice reply={reply} />
      <Form method="post" className="admin-form" aria-labelledby="product-size-chart" key={reply?.at}>
        <input type="hidden" name="intent" value="sizeChart" />
        <SelectField
          id="product-size-chart-type"
          name="sizeChartType"
          label={t('admin.product.sizeChartHint')}
          defaultValue={props.sizeChartType ?? ''}
          error={fieldErrorOf(reply, 'sizeChartType')}
        >
          <option value="">{t('admin.product.sizeChartOwn', { productType: props.productType })}</option>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button-primary" disabled={props.busy}>
          {t('admin.product.sizeChartSave')}
        </button>
      </Form>
    </section>
  );
}

export function RemoveVariantForm(props: { upc: string; label: string; busy: boolean }) {
  const t = useT();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="removeVariant" />
      <input type="hidden" name="upc" value={props.upc} />
      <input type="hidden" name="label" value={props.label} />
      <button type="submit" className="button button-secondary" disabled={props.busy}>
        {t('admin.product.removeVariant', { variant: props.label })}
      </button>
    </Form>
  );
}

export function AddVariantForm(props: {
  colors: { code: string; label: string }[];
  reply: Reply;
  busy: boolean;
}) {
  const t = useT();
  const reply = props.reply?.form === 'addVariant' ? props.reply : undefined;
  const sent = reply?.status === 'error' ? (reply.values ?? {}) : {};
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      id={`add-${name.replace(/\./g, '-')}`}
      name={name}
      label={label}
      defaultValue={sent[name] ?? ''}
      error={fieldErrorOf(reply, name)}
      {...extra}
    />
  );
  return (
    <section className="admin-card" aria-labelledby="product-add-variant">
      <h2 id="product-add-variant">{t('admin.product.addVariant')}</h2>
      <p className="muted">{t('admin.product.addVariantHint')}</p>
      <FormNotice reply={reply} />
      <Form method="post" className="admin-form" aria-labelledby="product-add-variant" key={reply?.at}>
        <input type="hidden" name="intent" value="addVariant" />
        {field('variant0.colorCode', t('admin.productNew.variantColor'), {
          inputMode: 'numeric',
          hint: props.colors.map((color) => `${color.code} ${color.label}`).join(', '),
          required: true,
        })}
        {field('variant0.size', t('admin.productNew.size'), { required: true })}
        {field('variant0.upc', t('admin.productNew.upc'), { inputMode: 'numeric', required: true })}
        {field('variant0.stock', t('admin.productNew.stock'), { inputMode: 'numeric' })}
        <fieldset className="admin-fieldset">
          <legend>{t('admin.product.newColor')}</legend>
          {field('color0.code', t('admin.productNew.colorCode'), { inputMode: 'numeric' })}
          {LANGUAGES.map((language) => (
            <div key={language}>
              {field(
                `color0.label.${language}`,
                t('admin.productNew.colorName', { language: t(`admin.product.language.${language}`) }),
                { lang: language },
              )}
            </div>
          ))}
          {field('color0.hex', t('admin.productNew.colorHex'))}
        </fieldset>
        <button type="submit" className="button button-primary" disabled={props.busy}>
          {t('admin.product.addVariantSave')}
        </button>
      </Form>
    </section>
  );
}
