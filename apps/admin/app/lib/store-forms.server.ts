import { type AdminStoreRequest, adminStoreRequestSchema } from '@ridgeline/contracts';
import type { Translate } from '@ridgeline/storefront/lib/translate.ts';

/** The store form's posted values, as the form names them (hours as opens-0 … closes-6). */
export type StoreFormValues = Record<string, string>;

/** The form field an API or schema path names: hours.2.closes → closes-2, postalCode → postalCode. */
export function storeFieldOf(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.replace(/^body\./, '').split('.') : path.map(String);
  if (parts[0] === 'hours' && parts.length === 3) return `${parts[2]}-${parts[1]}`;
  return parts[0] ?? '';
}

/**
 * Reads the store form into the API's body and checks it with the contracts' schema: the body, or the
 * message of each invalid field. An open day's times both come, or neither (the API says STR400 otherwise).
 */
export function storeRequestOf(
  form: FormData,
  t: Translate,
):
  | { ok: true; body: AdminStoreRequest; values: StoreFormValues }
  | { ok: false; errors: Record<string, string[]>; values: StoreFormValues } {
  const values: StoreFormValues = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value;
  const text = (name: string) => (values[name] ?? '').trim();
  const number = (name: string) => (text(name) === '' ? Number.NaN : Number(text(name)));
  const time = (name: string) => text(name) || null;
  const candidate = {
    siteId: text('siteId'),
    name: text('name'),
    addressLine1: text('addressLine1'),
    city: text('city'),
    province: text('province').toUpperCase() || null,
    postalCode: text('postalCode'),
    countryCode: text('countryCode'),
    phone: text('phone'),
    latitude: number('latitude'),
    longitude: number('longitude'),
    isPickupPoint: values.isPickupPoint === 'on',
    hours: Array.from({ length: 7 }, (_, day) => ({
      opens: time(`opens-${day}`),
      closes: time(`closes-${day}`),
    })),
  };
  const parsed = adminStoreRequestSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, body: parsed.data, values };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = storeFieldOf(issue.path);
    errors[field] ??= [t('validation.invalid')];
  }
  return { ok: false, errors, values };
}
