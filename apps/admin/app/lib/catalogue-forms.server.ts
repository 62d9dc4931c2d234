import {
  type AdminPriceRequest,
  type AdminProductDetail,
  type AdminProductUpdateRequest,
  adminPriceParamsSchema,
  adminProductListQuerySchema,
  adminProductParamsSchema,
  adminProductUpdateRequestSchema,
  CURRENCIES,
  PRODUCT_BADGES,
} from '@ridgeline/contracts';
import { constraintsOf, parseForm, specMessage } from '@ridgeline/storefront/lib/forms.server.ts';
import type { Translate } from '@ridgeline/storefront/lib/translate.ts';
import { z } from 'zod';
import { minorUnitsOf } from './order-forms.server.ts';

// The catalogue screens' forms (decision 070): parsed with schemas built from the contracts' request
// schemas, turned into the API's bodies here. Amounts are typed as 129.95 or 129,95 (the refund form's
// rule) and travel in minor units; the dates are UTC.

export const LIST_FIELDS = ['q', 'categoryId', 'productType', 'enabled'] as const;
type Filters = Partial<Record<(typeof LIST_FIELDS)[number], string>>;

/** The list's search as typed (the form shows it back) and as the API takes it. */
export function productSearchOf(url: URL, pageSize: number) {
  const filters: Filters = {};
  for (const field of LIST_FIELDS) {
    const value = url.searchParams.get(field)?.trim();
    if (value) filters[field] = value;
  }
  const cursor = url.searchParams.get('cursor') ?? undefined;
  const query = adminProductListQuerySchema.safeParse({ ...filters, cursor, pageSize });
  return { filters, query };
}

export const productIdOf = (params: { productId?: string }) => adminProductParamsSchema.safeParse(params);

const request = adminProductUpdateRequestSchema.shape;

/** The product form: the request's fields, with the badge, texts and attributes as the form posts them. */
const productFormSchema = z.object({
  name: request.name,
  description: request.description,
  categoryId: request.categoryId,
  badge: z.enum(PRODUCT_BADGES).optional(),
  eyebrow: z.string().trim().max(60).optional(),
  season: z.string().trim().max(40).optional(),
  attributes: z
    .string()
    .max(5000)
    .optional()
    .refine(
      (text) => attributesOf(text) !== null,
      specMessage('admin.product.attributeProblem') as { message: string },
    ),
  enabled: z.boolean().optional(),
});

/** `name: value` lines as attributes; null when a line is not one. */
export function attributesOf(text: string | undefined): Record<string, string> | null {
  const attributes: Record<string, string> = {};
  for (const line of (text ?? '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (colon < 1 || !name || !value || name.length > 60 || value.length > 200) return null;
    attributes[name] = value;
  }
  return attributes;
}

export const attributesText = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

export function productFormOf(form: FormData, t: Translate) {
  const submission = parseForm(form, productFormSchema, t);
  if (submission.status !== 'success') return { submission, body: null };
  const value = submission.value;
  const body: AdminProductUpdateRequest = {
    name: { en: value.name.en, fr: value.name.fr ?? '', de: value.name.de ?? '' },
    description: {
      en: value.description.en,
      fr: value.description.fr ?? '',
      de: value.description.de ?? '',
    },
    categoryId: value.categoryId,
    badge: value.badge ?? null,
    eyebrow: value.eyebrow ?? null,
    season: value.season ?? null,
    attributes: attributesOf(value.attributes) ?? {},
    enabled: value.enabled ?? false,
  };
  return { submission, body };
}

export const productConstraints = () => constraintsOf(productFormSchema);

/** The product's fields as the form shows them. */
export function productFormValues(product: AdminProductDetail) {
  return {
    'name.en': product.name.en ?? '',
    'name.fr': product.name.fr ?? '',
    'name.de': product.name.de ?? '',
    'description.en': product.description.en ?? '',
    'description.fr': product.description.fr ?? '',
    'description.de': product.description.de ?? '',
    categoryId: product.categoryId,
    badge: product.badge ?? '',
    eyebrow: product.eyebrow ?? '',
    season: product.season ?? '',
    attributes: attributesText(product.attributes),
  };
}

/** An amount as operators type it (the refund form's rule, `minorUnitsOf`). */
const amount = z
  .string()
  .trim()
  .refine(
    (text) => (minorUnitsOf(text) ?? 0) > 0,
    specMessage('admin.product.badAmount') as { message: string },
  );
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const dateTime = z
  .string()
  .trim()
  .refine((text) => DATE_TIME.test(text), specMessage('admin.product.badDate') as { message: string });

const priceFormSchema = z.object({
  currency: z.enum(CURRENCIES as unknown as [string, ...string[]]),
  listAmount: amount,
  saleAmount: amount.optional(),
  saleStartsAt: dateTime.optional(),
  saleEndsAt: dateTime.optional(),
});

const instant = (local: string | undefined) => (local ? new Date(`${local}:00.000Z`).toISOString() : null);

/** The price form of one currency: its body for the API, in minor units and UTC instants. */
export function priceFormOf(form: FormData, t: Translate) {
  const submission = parseForm(form, priceFormSchema, t);
  if (submission.status !== 'success') return { submission, currency: null, body: null };
  const value = submission.value;
  const body: AdminPriceRequest = {
    listAmount: minorUnitsOf(value.listAmount)!,
    saleAmount: value.saleAmount ? minorUnitsOf(value.saleAmount)! : null,
    saleStartsAt: value.saleAmount ? instant(value.saleStartsAt) : null,
    saleEndsAt: value.saleAmount ? instant(value.saleEndsAt) : null,
  };
  return { submission, currency: value.currency, body };
}

/** The price forms' fields per currency as they show the current prices. */
export function priceFormValues(product: AdminProductDetail) {
  return Object.fromEntries(
    product.prices.map((price) => [
      price.currency,
      {
        listAmount: amountText(price.listAmount),
        saleAmount: amountText(price.saleAmount),
        saleStartsAt: dateTimeText(price.saleStartsAt),
        saleEndsAt: dateTimeText(price.saleEndsAt),
      },
    ]),
  ) as Record<string, Record<string, string>>;
}

/** Minor units as the form's field shows them (12995 → 129.95). */
export const amountText = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2));
/** An instant as a datetime-local field's UTC value. */
export const dateTimeText = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

export const currencyOf = (value: FormDataEntryValue | null) =>
  adminPriceParamsSchema.shape.currency.safeParse(value);
