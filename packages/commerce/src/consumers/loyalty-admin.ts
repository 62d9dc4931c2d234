import type { AdminLoyaltyAdjustRequest, AdminLoyaltyMember } from '@ridgeline/contracts';
import { type Db, type DbOrTx, desc, eq, schema } from '@ridgeline/db';
import { type AuditActorType, recordAudit } from '../audit/index.ts';
import { normaliseEmail, shopperIdByEmail } from '../auth/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { loadAccount } from './account.ts';

const { consumers, loyaltyPointAdjustments } = schema;

/** Whether the shopper is enrolled in the loyalty programme (promotions for the LOYALTY audience). */
export async function isLoyaltyMember(db: DbOrTx, shopperId: string): Promise<boolean> {
  const [row] = await db
    .select({ memberId: consumers.memberId })
    .from(consumers)
    .where(eq(consumers.shopperId, shopperId));
  return Boolean(row?.memberId);
}

/** A member as the back-office shows them, with the adjustments operators made, newest first. 4044 else. */
export async function loyaltyMember(db: DbOrTx, shopperId: string): Promise<AdminLoyaltyMember> {
  const account = await loadAccount(db, shopperId).catch(() => null);
  if (!account?.consumer.memberId) throw new CommerceError('4044');
  const adjustments = await db
    .select()
    .from(loyaltyPointAdjustments)
    .where(eq(loyaltyPointAdjustments.shopperId, shopperId))
    .orderBy(desc(loyaltyPointAdjustments.createdAt), desc(loyaltyPointAdjustments.id))
    .limit(100);
  const { consumer, shopper } = account;
  return {
    shopperId,
    memberId: consumer.memberId!,
    email: shopper.email,
    firstName: consumer.firstName,
    lastName: consumer.lastName,
    points: consumer.loyaltyPoints,
    loyaltyOptInDate: consumer.loyaltyOptInDate?.toISOString() ?? null,
    adjustments: adjustments.map((row) => ({
      id: row.id,
      points: row.points,
      reason: row.reason,
      balance: row.balance,
      operatorId: row.operatorId,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** A member by member id (M and 12 digits) or by email; 4044 when none is enrolled. */
export async function findLoyaltyMember(db: DbOrTx, query: string): Promise<AdminLoyaltyMember> {
  const text = query.trim();
  let shopperId: string | null = null;
  if (/^M\d{12}$/i.test(text)) {
    const [row] = await db
      .select({ shopperId: consumers.shopperId })
      .from(consumers)
      .where(eq(consumers.memberId, text.toUpperCase()));
    shopperId = row?.shopperId ?? null;
  } else if (text.includes('@')) {
    shopperId = await shopperIdByEmail(db, normaliseEmail(text));
  }
  if (!shopperId) throw new CommerceError('4044');
  return loyaltyMember(db, shopperId);
}

/**
 * Adds points to a member or takes them away, with the operator's reason, kept as history and audited in
 * the same transaction. A balance cannot go below zero (PRA413).
 */
export async function adjustLoyaltyPoints(
  db: Db,
  actor: { type: AuditActorType; id: string },
  shopperId: string,
  request: AdminLoyaltyAdjustRequest,
): Promise<AdminLoyaltyMember> {
  await db.transaction(async (tx) => {
    const [consumer] = await tx
      .select()
      .from(consumers)
      .where(eq(consumers.shopperId, shopperId))
      .for('update');
    if (!consumer?.memberId) throw new CommerceError('4044');
    const balance = consumer.loyaltyPoints + request.points;
    if (balance < 0) throw new CommerceError('PRA413', { points: consumer.loyaltyPoints });
    await tx
      .update(consumers)
      .set({ loyaltyPoints: balance, updatedAt: new Date() })
      .where(eq(consumers.shopperId, shopperId));
    const id = newId();
    await tx.insert(loyaltyPointAdjustments).values({
      id,
      shopperId,
      points: request.points,
      reason: request.reason,
      balance,
      operatorId: actor.id,
    });
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'loyalty.adjust_points',
      entityType: 'loyalty_member',
      entityId: shopperId,
      before: { points: consumer.loyaltyPoints },
      after: { points: balance, adjustment: request.points, reason: request.reason },
    });
  });
  return loyaltyMember(db, shopperId);
}
