import type { OperatorView } from '@ridgeline/contracts';
import { type Db, eq, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { operatorById, operatorView } from './accounts.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

const o = schema.operators;

/**
 * Step one: a new secret, kept pending until a code confirms that the operator's app has it; sign-in
 * does not ask for a code before then.
 */
export async function startTotpEnrolment(db: Db, operatorId: string) {
  const row = await operatorById(db, operatorId);
  if (!row) throw new CommerceError('ADM404');
  const secret = newTotpSecret();
  await db.update(o).set({ totpPendingSecret: secret }).where(eq(o.id, operatorId));
  return { secret, otpauthUri: otpauthUri(secret, row.email) };
}

/** Step two: ADM400 unless the code matches the pending secret; from now on sign-in needs a code. */
export async function confirmTotpEnrolment(
  db: Db,
  operatorId: string,
  code: string,
  now = new Date(),
): Promise<OperatorView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(o).where(eq(o.id, operatorId)).for('update');
    if (!row) throw new CommerceError('ADM404');
    const step = row.totpPendingSecret ? matchTotp(row.totpPendingSecret, code, now, null) : null;
    if (step === null) throw new CommerceError('ADM400', { field: 'body.code' });
    const [after] = await tx
      .update(o)
      .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step, updatedAt: now })
      .where(eq(o.id, operatorId))
      .returning();
    await recordAudit(tx, {
      actorType: 'operator',
      actorId: operatorId,
      action: 'operator.totp_enable',
      entityType: 'operator',
      entityId: operatorId,
      before: { totpEnabled: row.totpSecret !== null },
      after: { totpEnabled: true },
    });
    return operatorView(after!);
  });
}
