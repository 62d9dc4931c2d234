import type { CustomsOptions, Variant } from '@ridgeline/contracts';
import { Form, useNavigation } from 'react-router';
import { type FormReply, fieldErrorOf, formErrorOf } from '../lib/forms.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { formatMoney } from '../lib/money.ts';
import { Field, SelectField } from './form.tsx';

/** Why a design was not added: under its field (size, design, monogram, `zone.<code>`) or for the form. */
export type CustomsResult = FormReply & { kind: 'customs' };

/**
 * "Customise" on a customisable product (decision 045): a curated design or the shopper's own (a colour
 * per zone and an optional monogram), on a size. A plain form posted to the product page: it saves the
 * design and adds it to the cart, then opens the cart; errors come back at their field.
 */
export function CustomsForm({
  options,
  variants,
  result,
}: {
  options: CustomsOptions;
  /** The sizes of the colour shown: the design is made on one of them. */
  variants: Variant[];
  result?: CustomsResult | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'customs';
  const money = (minor: number) => formatMoney(minor, options.currency, locale);
  const errorAt = (field: string) => fieldErrorOf(result, field);
  const formError = formErrorOf(result);
  return (
    <Form method="post" className="buy-form customs-form" aria-labelledby="customs-title" key={result?.at}>
      <input type="hidden" name="intent" value="customs" />
      <h2 id="customs-title">{t('customs.form.title')}</h2>
      <p className="muted">{t('customs.form.intro')}</p>
      <p className="small">
        {options.monogramMaxLength > 0
          ? t('customs.form.price', {
              surcharge: money(options.surcharge),
              monogram: money(options.monogramSurcharge),
            })
          : t('customs.form.priceNoMonogram', { surcharge: money(options.surcharge) })}
      </p>
      {formError ? (
        <p className="field-error" role="alert">
          {formError}
        </p>
      ) : null}
      <SelectField id="customs-size" name="upc" label={t('customs.form.size')} error={errorAt('size')}>
        <option value="">{t('customs.form.chooseSize')}</option>
        {variants.map((variant) => (
          <option key={variant.upc} value={variant.upc}>
            {variant.size}
          </option>
        ))}
      </SelectField>
      {options.precreated.length > 0 ? (
        <SelectField
          id="customs-design"
          name="design"
          label={t('customs.form.design')}
          error={errorAt('design')}
        >
          <option value="">{t('customs.form.ownDesign')}</option>
          {options.precreated.map((design) => (
            <option key={design.recipeId} value={design.precreatedCustomsCode ?? ''}>
              {t('customs.form.curated', { name: `${design.name ?? ''} (${design.summary})` })}
            </option>
          ))}
        </SelectField>
      ) : null}
      {options.zones.map((zone) => (
        <SelectField
          key={zone.code}
          id={`customs-zone-${zone.code}`}
          name={`zone.${zone.code}`}
          label={zone.label}
          error={errorAt(`zone.${zone.code}`)}
        >
          {zone.colors.map((color) => (
            <option key={color.code} value={color.code}>
              {color.label}
            </option>
          ))}
        </SelectField>
      ))}
      {options.monogramMaxLength > 0 ? (
        <Field
          id="customs-monogram"
          name="monogram"
          label={t('customs.form.monogram', { max: options.monogramMaxLength })}
          error={errorAt('monogram')}
          maxLength={options.monogramMaxLength}
          pattern="[A-Za-z]*"
          autoComplete="off"
        />
      ) : null}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('customs.form.adding') : t('customs.form.submit')}
      </button>
    </Form>
  );
}

/** The design of a customs line (cart, summary, order), with its made-to-order delivery. */
export function CustomsLineNote({ summary }: { summary: string | null }) {
  const t = useT();
  if (!summary) return null;
  return (
    <>
      <p className="small">{t('customs.line.design', { summary })}</p>
      <p className="small muted">{t('customs.line.madeToOrder')}</p>
    </>
  );
}
