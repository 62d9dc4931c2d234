import type { StockNotificationResponse } from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import { and, type DbOrTx, eq, isNull, schema } from '@ridgeline/db';
import { productUrl } from '../catalog/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { localize } from '../shared/locale.ts';
import { queueEmail } from '../shared/outbox.ts';

/** Signs a shopper up for an email when an out-of-stock variant can be bought again. */
export async function signUpForRestock(
  db: DbOrTx,
  ctx: ShopContext,
  input: { upc: string; email: string },
  shopperId: string | null,
): Promise<StockNotificationResponse> {
  const [variant] = await db
    .select({ upc: schema.variants.upc, quantity: schema.stock.quantity })
    .from(schema.variants)
    .leftJoin(schema.stock, eq(schema.stock.upc, schema.variants.upc))
    .where(eq(schema.variants.upc, input.upc));
  if (!variant) throw new CommerceError('PLP400', { upc: input.upc }, `UPC ${input.upc} was not found`);
  const email = input.email.toLowerCase();
  const inStock = (variant.quantity ?? 0) > 0;
  if (inStock) return { upc: input.upc, email, subscribed: false, inStock };
  // A repeat sign-up while one is pending changes nothing.
  await db
    .insert(schema.stockNotifications)
    .values({ id: newId(), upc: input.upc, email, locale: ctx.locale, shopperId })
    .onConflictDoNothing();
  return { upc: input.upc, email, subscribed: true, inStock };
}

/**
 * The stock-change hook: when a variant goes from none to some, every pending sign-up gets an email in
 * the outbox (in its own language) and is marked notified. Call it, in the same transaction, wherever
 * stock is increased.
 */
export async function onStockChanged(
  tx: DbOrTx,
  upc: string,
  before: number,
  after: number,
): Promise<number> {
  if (before > 0 || after <= 0) return 0;
  const pending = await tx
    .select()
    .from(schema.stockNotifications)
    .where(and(eq(schema.stockNotifications.upc, upc), isNull(schema.stockNotifications.notifiedAt)));
  if (pending.length === 0) return 0;
  const [item] = await tx
    .select({ product: schema.products, color: schema.productColors, size: schema.variants.size })
    .from(schema.variants)
    .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
    .innerJoin(schema.productColors, eq(schema.productColors.id, schema.variants.colorId))
    .where(eq(schema.variants.upc, upc));
  if (!item) return 0;
  for (const signUp of pending) {
    const t = translator(signUp.locale);
    const name = localize(item.product.name, signUp.locale);
    const detail = `${localize(item.color.label, signUp.locale)}, ${item.size}`;
    const url = `/${signUp.locale}${productUrl(item.product.slug, item.product.id)}`;
    await queueEmail(tx, {
      to: signUp.email,
      locale: signUp.locale,
      subject: t('email.backInStock.subject', { name }),
      paragraphs: [t('email.backInStock.body', { name, detail }), t('email.backInStock.link', { url })],
      template: 'back-in-stock',
    });
  }
  await tx
    .update(schema.stockNotifications)
    .set({ notifiedAt: new Date() })
    .where(and(eq(schema.stockNotifications.upc, upc), isNull(schema.stockNotifications.notifiedAt)));
  return pending.length;
}
