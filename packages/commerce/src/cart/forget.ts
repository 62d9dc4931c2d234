import { type DbOrTx, eq, schema } from '@ridgeline/db';

/**
 * The erasure's part of the carts (decision 073): the email and addresses a shopper typed into their
 * carts are removed (orders keep their own copies); the lines stay, as the lines of any cart do.
 */
export async function forgetCartContact(tx: DbOrTx, ownerId: string): Promise<void> {
  await tx
    .update(schema.carts)
    .set({ email: null, shippingAddress: null, billingAddress: null, deviceFingerprint: null })
    .where(eq(schema.carts.ownerId, ownerId));
}
