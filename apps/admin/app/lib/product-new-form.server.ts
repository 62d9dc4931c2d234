import {
  type AdminProductCreateRequest,
  CURRENCIES,
  PRODUCT_BADGES,
  PRODUCT_GENDERS,
  PRODUCT_TYPES,
} from '@ridgeline/contracts';
import { fieldErrorReply, refusalOf } from '@ridgeline/storefront/lib/forms.server.ts';
import type { FormReply } from '@ridgeline/storefront/lib/forms.ts';
import type { Translate } from '@ridgeline/storefront/lib/translate.ts';
import { ApiError } from './admin-api.server.ts';
import { attributesOf } from './catalogue-forms.server.ts';
import { minorUnitsOf } from './order-forms.server.ts';
import { COLOR_LINES, LANGUAGES, VARIANT_LINES } from './product-form-lines.ts';

// The new-product form (decision 086): flat fields (colour and variant lines numbered from 0), turned into
// the API's body here; the API checks every field and its refusals come back under the form's fields.

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const oneOf = <T extends string>(list: readonly T[], value: string) =>
  (list.includes(value as T) ? value : value || undefined) as T;

/** The request the form says, or the form's own problems (an amount or attribute line it cannot read). */
export function productCreateOf(form: FormData, t: Translate) {
  const problems: Record<string, string[]> = {};
  const texts = (prefix: string) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, text(form, `${prefix}.${language}`)])) as {
      en: string;
      fr: string;
      de: string;
    };
  const colors = Array.from({ length: COLOR_LINES }, (_, index) => ({
    index,
    code: text(form, `color${index}.code`),
    label: texts(`color${index}.label`),
    hex: text(form, `color${index}.hex`),
  })).filter((color) => color.code || color.label.en || color.hex);
  const variants = Array.from({ length: VARIANT_LINES }, (_, index) => ({
    index,
    colorCode: text(form, `variant${index}.colorCode`),
    size: text(form, `variant${index}.size`),
    upc: text(form, `variant${index}.upc`),
    stock: text(form, `variant${index}.stock`),
  })).filter((variant) => variant.colorCode || variant.size || variant.upc);
  const prices = CURRENCIES.flatMap((currency) => {
    const typed = text(form, `price.${currency}`);
    if (!typed) return [];
    const minor = minorUnitsOf(typed);
    if (!minor || minor <= 0) problems[`price.${currency}`] = [t('admin.product.badAmount')];
    return [{ currency, listAmount: minor ?? 0 }];
  });
  const attributes = attributesOf(text(form, 'attributes'));
  if (!attributes) problems.attributes = [t('admin.product.attributeProblem')];
  const badge = text(form, 'badge');
  const sizeChartType = text(form, 'sizeChartType');
  const body = {
    id: text(form, 'id').toUpperCase(),
    name: texts('name'),
    description: texts('description'),
    brand: text(form, 'brand'),
    productType: oneOf(PRODUCT_TYPES, text(form, 'productType')),
    gender: oneOf(PRODUCT_GENDERS, text(form, 'gender')),
    categoryId: text(form, 'categoryId'),
    badge: badge ? oneOf(PRODUCT_BADGES, badge) : null,
    eyebrow: text(form, 'eyebrow') || null,
    season: text(form, 'season') || null,
    attributes: attributes ?? {},
    enabled: form.get('enabled') === 'on',
    sizeChartType: sizeChartType ? oneOf(PRODUCT_TYPES, sizeChartType) : null,
    colors: colors.map(({ code, label, hex }) => ({ code, label, hex })),
    variants: variants.map(({ colorCode, size, upc, stock }) => ({
      colorCode,
      size,
      upc,
      stock: stock === '' ? 0 : Number(stock),
    })),
    prices,
  } satisfies Record<keyof AdminProductCreateRequest, unknown>;
  return {
    body: body as AdminProductCreateRequest,
    problems,
    lines: { colors: colors.map((c) => c.index), variants: variants.map((v) => v.index) },
  };
}

/** The form's field for a field the API names (`body.variants.1.upc` → the second filled variant line's). */
export function formFieldOf(
  apiField: string,
  lines: { colors: number[]; variants: number[] },
  prices: { currency: string }[],
): string {
  const path = apiField.replace(/^body\./, '').split('.');
  const [head, index, ...rest] = path;
  const at = Number(index);
  if (head === 'colors' && Number.isInteger(at)) return [`color${lines.colors[at] ?? at}`, ...rest].join('.');
  if (head === 'variants' && Number.isInteger(at)) {
    return [`variant${lines.variants[at] ?? at}`, ...rest].join('.');
  }
  if (head === 'prices' && Number.isInteger(at)) return `price.${prices[at]?.currency ?? ''}`;
  return path.join('.');
}

/** An API refusal with every field it names under that field (the first one's words at the top too). */
export function createRefusal(
  error: unknown,
  t: Translate,
  lines: { colors: number[]; variants: number[] },
  prices: { currency: string }[],
): FormReply {
  const message = refusalOf(error, t);
  if (!(error instanceof ApiError)) return { status: 'error', error: { '': [message] }, at: Date.now() };
  const fields: Record<string, string[]> = {};
  for (const detail of error.details) {
    if (!detail.field) continue;
    const field = formFieldOf(String(detail.field), lines, prices);
    fields[field] = [...(fields[field] ?? []), detail.message];
  }
  if (Object.keys(fields).length === 0) return { status: 'error', error: { '': [message] }, at: Date.now() };
  const first = Object.keys(fields)[0]!;
  return { ...fieldErrorReply(first, fields[first]![0]!), error: { '': [message], ...fields } };
}
