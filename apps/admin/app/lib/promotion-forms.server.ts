import {
  adminGiftCardIssueRequestSchema,
  adminLoyaltyAdjustRequestSchema,
  adminPromotionCodesRequestSchema,
  adminPromotionListQuerySchema,
  adminPromotionRequestSchema,
  CURRENCIES,
} from '@ridgeline/contracts';
import { constraintsOf, parseForm } from '@ridgeline/storefront/lib/forms.server.ts';
import { parseAmount } from '@ridgeline/storefront/lib/gifting.ts';
import type { Translate } from '@ridgeline/storefront/lib/translate.ts';

/** The list's filters as typed (the form shows them back) and as the API takes them. */
export function promotionFiltersOf(url: URL) {
  const filters = {
    status: url.searchParams.get('status') ?? '',
    q: url.searchParams.get('q')?.trim() ?? '',
  };
  const parsed = adminPromotionListQuerySchema.safeParse({
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    start: url.searchParams.get('start') ?? 0,
  });
  return { filters, query: parsed.success ? parsed.data : null };
}

const LANGUAGES = ['en', 'fr', 'de'] as const;
const LISTS = ['shippingMethods', 'productIds', 'productTypes'] as const;
const PLAIN = [
  'percent',
  'buyQty',
  'getQty',
  'giftUpc',
  'couponCode',
  'totalLimit',
  'perShopperLimit',
  'priority',
] as const;

/** `2026-11-27T10:00` from a datetime-local input, read as UTC (the back-office shows times in UTC). */
const utc = (local: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00Z` : local);

/** Major units as typed ("12.50", "12,50") to minor units; what cannot be read stays as typed (refused). */
const minor = (typed: string) => {
  const amount = parseAmount(typed);
  return amount === null ? typed : String(amount);
};

/**
 * The promotion form as the request schema reads it: amounts to minor units, comma-separated lists to
 * repeated fields, dates to UTC; then the contracts' schema (Conform) in the operator's language.
 */
export function promotionOf(form: FormData, t: Translate) {
  const fields = new FormData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  // The form's one "type" choice is a level and a kind ("ORDER:percent_off").
  const [level, kind] = text('type').split(':');
  if (level) fields.set('level', level);
  if (kind) fields.set('kind', kind);
  for (const language of LANGUAGES) {
    if (text(`name.${language}`)) fields.set(`name.${language}`, text(`name.${language}`));
    if (text(`calloutMessage.${language}`))
      fields.set(`calloutMessage.${language}`, text(`calloutMessage.${language}`));
  }
  for (const name of PLAIN) if (text(name)) fields.set(name, text(name));
  for (const currency of CURRENCIES) {
    for (const group of ['amount', 'threshold']) {
      const value = text(`${group}.${currency}`);
      if (value) fields.set(`${group}.${currency}`, minor(value));
    }
  }
  for (const name of LISTS) {
    for (const item of text(name).split(',')) if (item.trim()) fields.append(name, item.trim());
  }
  for (const name of ['audiences', 'siteIds']) {
    for (const value of form.getAll(name)) if (typeof value === 'string') fields.append(name, value);
  }
  if (form.get('requiresCode') === 'on') fields.set('requiresCode', 'on');
  for (const name of ['startsAt', 'endsAt']) if (text(name)) fields.set(name, utc(text(name)));
  return parseForm(fields, adminPromotionRequestSchema, t);
}

export const promotionConstraints = () => constraintsOf(adminPromotionRequestSchema);

/** The codes form: one code, or a count and a prefix; either may be single-use (decision 088). */
export function promotionCodesOf(form: FormData, t: Translate) {
  const fields = new FormData();
  for (const name of form.get('mode') === 'bulk' ? ['count', 'prefix'] : ['code']) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim()) fields.set(name, value.trim());
  }
  if (form.get('mode') === 'bulk' && !fields.has('count')) fields.set('count', '');
  if (form.get('singleUse') === 'on') fields.set('singleUse', 'on');
  return parseForm(fields, adminPromotionCodesRequestSchema, t);
}

/** The gift card form: the amount typed in major units. */
export function giftCardOf(form: FormData, t: Translate) {
  const fields = new FormData();
  for (const name of ['currency', 'recipientEmail', 'recipientName', 'senderName', 'message', 'locale']) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim()) fields.set(name, value.trim());
  }
  const amount = form.get('amount');
  if (typeof amount === 'string' && amount.trim()) fields.set('amount', minor(amount));
  return parseForm(fields, adminGiftCardIssueRequestSchema, t);
}

export const giftCardConstraints = () => constraintsOf(adminGiftCardIssueRequestSchema);

export function pointsAdjustmentOf(form: FormData, t: Translate) {
  const fields = new FormData();
  for (const name of ['points', 'reason']) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim()) fields.set(name, value.trim());
  }
  return parseForm(fields, adminLoyaltyAdjustRequestSchema, t);
}

export const pointsConstraints = () => constraintsOf(adminLoyaltyAdjustRequestSchema);

/** A posted form's text fields as typed (a repeated field as a list), to show a refused form again. */
export function typedValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name).filter((value): value is string => typeof value === 'string');
    values[name] = all.length === 1 ? all[0]! : all;
  }
  return values;
}
