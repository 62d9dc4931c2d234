import { type Address, addressSchema, siteShipsTo } from '@ridgeline/contracts';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';

const PO_BOX = /\b(p\.?\s*o\.?\s*box|postfach|boîte postale|bp\s+\d)/i;

export const isPoBox = (address: { addressLine1?: string; addressLine2?: string | undefined }) =>
  PO_BOX.test(`${address.addressLine1 ?? ''} ${address.addressLine2 ?? ''}`);

/** The site ships to the countries of its row in the sites table (the EU site to Germany and France). */
export const shipsTo = (ctx: ShopContext, countryCode: string) => siteShipsTo(ctx.siteId, countryCode);

/**
 * Checks a shipping address the way the order will: SHP410 without a phone, SHP500 for a PO box,
 * CHK380 for a country this site does not ship to, CHK320 (naming the field) for any other rule of
 * the address form. Returns the address trimmed and normalised.
 */
export function validateShippingAddress(ctx: ShopContext, input: Record<string, unknown>): Address {
  const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : '');
  if (!text('phone').trim()) throw new CommerceError('SHP410', { field: 'phone' });
  if (isPoBox({ addressLine1: text('addressLine1'), addressLine2: text('addressLine2') })) {
    throw new CommerceError('SHP500', { field: 'addressLine1' });
  }
  const countryCode = text('countryCode').trim().toUpperCase();
  if (!shipsTo(ctx, countryCode)) throw new CommerceError('CHK380', { field: 'countryCode', countryCode });
  const parsed = addressSchema.safeParse({ ...input, countryCode });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CommerceError('CHK320', { field: issue.path.join('.'), problem: issue.message });
  }
  const address = parsed.data;
  return {
    ...address,
    postalCode: address.postalCode.toUpperCase(),
    ...(address.province ? { province: address.province.toUpperCase() } : {}),
  };
}
