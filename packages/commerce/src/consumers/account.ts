import { type DbOrTx, eq, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';

export type ConsumerRow = typeof schema.consumers.$inferSelect;
export type ShopperRow = typeof schema.shoppers.$inferSelect;
export interface Account {
  shopper: ShopperRow & { email: string };
  consumer: ConsumerRow;
}

/** The signed-in consumer's account; PRO404 for a guest or an unknown shopper. */
export async function loadAccount(db: DbOrTx, shopperId: string): Promise<Account> {
  const [row] = await db
    .select({ shopper: schema.shoppers, consumer: schema.consumers })
    .from(schema.shoppers)
    .innerJoin(schema.consumers, eq(schema.consumers.shopperId, schema.shoppers.id))
    .where(eq(schema.shoppers.id, shopperId));
  if (!row?.shopper.email) throw new CommerceError('PRO404');
  return { shopper: { ...row.shopper, email: row.shopper.email }, consumer: row.consumer };
}

/**
 * Access tokens are stateless: one issued before the last password change is refused here, so a
 * password change ends every session at once, not only when their refresh tokens are next used.
 */
export function assertTokenAfterPasswordChange(
  consumer: ConsumerRow,
  tokenExpiry: number,
  ttlSeconds: number,
): void {
  const issuedAtSecond = tokenExpiry - ttlSeconds;
  if ((issuedAtSecond + 1) * 1000 <= consumer.passwordChangedAt.getTime()) throw new CommerceError('AUT498');
}
