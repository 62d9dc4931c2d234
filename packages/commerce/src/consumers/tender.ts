import { and, eq, gte, schema, sql, type Tx } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';

/** The programme whose seasonal allowance ATHLETES_PAYMENT spends (programme_profiles). */
export const ATHLETE_PROGRAMME = 'athlete';

/** Spends the athlete allowance with a guarded update: an allowance spent elsewhere meanwhile fails the order (ATH400). */
export async function debitAthleteAllowance(
  tx: Tx,
  shopperId: string,
  amount: number,
  paymentInstrumentId: string,
): Promise<void> {
  const { programmeProfiles } = schema;
  const debited = await tx
    .update(programmeProfiles)
    .set({ currentSpend: sql`${programmeProfiles.currentSpend} + ${amount}` })
    .where(
      and(
        eq(programmeProfiles.shopperId, shopperId),
        eq(programmeProfiles.programme, ATHLETE_PROGRAMME),
        gte(sql`${programmeProfiles.annualLimit} - ${programmeProfiles.currentSpend}`, amount),
      ),
    )
    .returning({ shopperId: programmeProfiles.shopperId });
  if (debited.length === 0) throw new CommerceError('ATH400', { payment_instrument_id: paymentInstrumentId });
}

/** Gives spent allowance back (never below zero spent), inside the caller's transaction. */
export async function refundAthleteAllowance(tx: Tx, shopperId: string, amount: number): Promise<void> {
  const { programmeProfiles } = schema;
  await tx
    .update(programmeProfiles)
    .set({ currentSpend: sql`greatest(${programmeProfiles.currentSpend} - ${amount}, 0)` })
    .where(
      and(eq(programmeProfiles.shopperId, shopperId), eq(programmeProfiles.programme, ATHLETE_PROGRAMME)),
    );
}

/** Takes a voucher's points with a guarded update: points spent elsewhere meanwhile fail the order (REW140). */
export async function debitLoyaltyPoints(
  tx: Tx,
  shopperId: string,
  points: number,
  paymentInstrumentId: string,
): Promise<void> {
  const debited = await tx
    .update(schema.consumers)
    .set({ loyaltyPoints: sql`${schema.consumers.loyaltyPoints} - ${points}` })
    .where(and(eq(schema.consumers.shopperId, shopperId), gte(schema.consumers.loyaltyPoints, points)))
    .returning({ shopperId: schema.consumers.shopperId });
  if (debited.length === 0) throw new CommerceError('REW140', { payment_instrument_id: paymentInstrumentId });
}

/** Gives a voucher's points back, inside the caller's transaction. */
export async function refundLoyaltyPoints(tx: Tx, shopperId: string, points: number): Promise<void> {
  await tx
    .update(schema.consumers)
    .set({ loyaltyPoints: sql`${schema.consumers.loyaltyPoints} + ${points}` })
    .where(eq(schema.consumers.shopperId, shopperId));
}
