import { useT } from '../lib/hooks.ts';
import { Field, SelectField } from './form.tsx';

/**
 * The card inputs of the gateway's hosted card entry (checkout billing and saved cards). The form around them
 * posts straight to the payment gateway, so card numbers never reach the storefront server. `thisYear` comes
 * from the loader so the server and the browser render the same years.
 */
export function CardFields({ thisYear, holder }: { thisYear: number; holder?: string }) {
  const t = useT();
  const years = Array.from({ length: 16 }, (_, i) => thisYear + i);
  return (
    <>
      <Field
        id="card-number"
        name="cardNumber"
        label={t('checkout.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        required
        className="span-2"
      />
      <Field
        id="card-holder"
        name="holder"
        label={t('checkout.cardHolder')}
        autoComplete="cc-name"
        defaultValue={holder}
        maxLength={100}
        required
        className="span-2"
      />
      <SelectField
        id="card-exp-month"
        name="expMonth"
        label={t('checkout.expMonth')}
        autoComplete="cc-exp-month"
      >
        {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
          <option key={month} value={month}>
            {String(month).padStart(2, '0')}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="card-exp-year"
        name="expYear"
        label={t('checkout.expYear')}
        autoComplete="cc-exp-year"
        defaultValue={String(thisYear + 1)}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </SelectField>
      <Field
        id="card-cvc"
        name="cvc"
        label={t('checkout.cvc')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        required
      />
      <p className="test-hint span-2">{t('checkout.testMode')}</p>
    </>
  );
}
