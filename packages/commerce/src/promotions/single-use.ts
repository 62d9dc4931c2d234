import type { ErrorId } from '@ridgeline/contracts';
import { and, type DbOrTx, eq, isNull, schema, type Tx } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';

const codes = schema.promotionCodes;

/**
 * Marks a single-use code as used by this order, inside the order transaction (decision 088). The guarded
 * update takes the code's row lock: a second order placing the same code at the same time waits for the
 * first to commit, then finds it used and fails with PRM150. Codes that are not single-use are left alone.
 */
export async function claimSingleUseCode(
  tx: Tx,
  code: string,
  orderNumber: string,
  promotionId: string,
): Promise<void> {
  const [row] = await tx.select({ singleUse: codes.singleUse }).from(codes).where(eq(codes.code, code));
  if (!row?.singleUse) return;
  const claimed = await tx
    .update(codes)
    .set({ usedByOrder: orderNumber, usedAt: new Date() })
    .where(and(eq(codes.code, code), eq(codes.singleUse, true), isNull(codes.usedByOrder)))
    .returning({ code: codes.code });
  if (claimed.length === 0) throw new CommerceError('PRM150', { promotionId, couponCode: code });
}

/** Gives an order's single-use codes back when the order is cancelled (its redemptions go back too). */
export async function releaseSingleUseCodes(tx: Tx, orderNumber: string): Promise<void> {
  await tx.update(codes).set({ usedByOrder: null, usedAt: null }).where(eq(codes.usedByOrder, orderNumber));
}

/** PRM150 when the code is single-use and a live order has used it, else null. */
export async function singleUseReason(db: DbOrTx, code: string): Promise<ErrorId | null> {
  const [row] = await db.select({ usedByOrder: codes.usedByOrder }).from(codes).where(eq(codes.code, code));
  return row?.usedByOrder ? 'PRM150' : null;
}
