import { type DbOrTx, eq, schema } from '@ridgeline/db';

export type NewConsumer = typeof schema.consumers.$inferInsert;

/** Creates a shopper's consumer record (password, profile), inside the sign-up transaction. */
export async function createConsumer(tx: DbOrTx, consumer: NewConsumer): Promise<void> {
  await tx.insert(schema.consumers).values(consumer);
}

/** Whether the shopper is a registered consumer (has a consumer record). */
export async function isConsumer(db: DbOrTx, shopperId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.consumers.shopperId })
    .from(schema.consumers)
    .where(eq(schema.consumers.shopperId, shopperId));
  return row !== undefined;
}

/** Stores a new password hash and when it changed (tokens issued before it stop working). */
export async function setPasswordHash(db: DbOrTx, shopperId: string, passwordHash: string): Promise<void> {
  await db
    .update(schema.consumers)
    .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(schema.consumers.shopperId, shopperId));
}
