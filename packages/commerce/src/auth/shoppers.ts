import { type DbOrTx, eq, schema } from '@ridgeline/db';

/** The shopper registered with this (normalised) email, if any. */
export async function shopperIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [shopper] = await db
    .select({ id: schema.shoppers.id })
    .from(schema.shoppers)
    .where(eq(schema.shoppers.email, email));
  return shopper?.id ?? null;
}

/** Creates a registered shopper, inside the sign-up transaction (the unique email index decides races). */
export async function createRegisteredShopper(
  tx: DbOrTx,
  shopper: { id: string; consumerNo: string; email: string },
): Promise<void> {
  await tx.insert(schema.shoppers).values({ ...shopper, consumerType: 'REGISTERED' });
}

/** A shopper's consumer type ('GUEST', 'REGISTERED', ...); 'GUEST' for an unknown id. */
export async function consumerTypeOf(db: DbOrTx, shopperId: string): Promise<string> {
  const [row] = await db
    .select({ consumerType: schema.shoppers.consumerType })
    .from(schema.shoppers)
    .where(eq(schema.shoppers.id, shopperId));
  return row?.consumerType ?? 'GUEST';
}

/** Whether the shopper exists and is a guest (their carts, lists and orders may be carried into an account). */
export async function isGuestShopper(db: DbOrTx, shopperId: string): Promise<boolean> {
  const [row] = await db
    .select({ consumerType: schema.shoppers.consumerType })
    .from(schema.shoppers)
    .where(eq(schema.shoppers.id, shopperId));
  return row?.consumerType === 'GUEST';
}

/**
 * The erasure's part of the shopper (decision 073): the email goes, so no one can sign in with it and it
 * can register again; the row (id, consumer number) stays for the orders that name it.
 */
export async function forgetShopperEmail(tx: DbOrTx, shopperId: string): Promise<void> {
  await tx.update(schema.shoppers).set({ email: null }).where(eq(schema.shoppers.id, shopperId));
}

/** Makes a consumer an employee or a registered consumer again (the back-office's staff, decision 080). */
export async function setConsumerType(
  tx: DbOrTx,
  shopperId: string,
  consumerType: 'EMPLOYEE' | 'REGISTERED',
): Promise<void> {
  await tx.update(schema.shoppers).set({ consumerType }).where(eq(schema.shoppers.id, shopperId));
}
