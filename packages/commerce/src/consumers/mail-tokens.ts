import { and, count, type DbOrTx, eq, gt, isNull, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { secretToken, sha256 } from '../shared/ids.ts';

export type MailTokenPurpose = 'password_reset' | 'subscription_confirm';

/** A single-use token for a mailed link (128 random bits, stored only as a hash). */
export async function issueMailToken(
  db: DbOrTx,
  shopperId: string,
  purpose: MailTokenPurpose,
  ttlMs: number,
  subject: string | null = null,
): Promise<string> {
  const token = secretToken();
  await db.insert(schema.consumerTokens).values({
    tokenHash: sha256(token),
    shopperId,
    purpose,
    subject,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Uses a mailed link's token once. AUT402 when it is unknown, for another purpose, expired or used. */
export async function redeemMailToken(
  db: DbOrTx,
  token: string,
  purpose: MailTokenPurpose,
): Promise<{ shopperId: string; subject: string | null }> {
  const tokenHash = sha256(token);
  const [stored] = await db
    .select()
    .from(schema.consumerTokens)
    .where(and(eq(schema.consumerTokens.tokenHash, tokenHash), eq(schema.consumerTokens.purpose, purpose)));
  if (!stored || stored.usedAt || stored.expiresAt.getTime() <= Date.now()) throw new CommerceError('AUT402');
  const claimed = await db
    .update(schema.consumerTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(schema.consumerTokens.tokenHash, tokenHash), isNull(schema.consumerTokens.usedAt)))
    .returning({ shopperId: schema.consumerTokens.shopperId, subject: schema.consumerTokens.subject });
  if (claimed.length === 0) throw new CommerceError('AUT402');
  return claimed[0]!;
}

/** How many mail tokens of a purpose the shopper was issued since `since` (the reset-email limit counts them). */
export async function mailTokensSince(
  db: DbOrTx,
  shopperId: string,
  purpose: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(schema.consumerTokens)
    .where(
      and(
        eq(schema.consumerTokens.shopperId, shopperId),
        eq(schema.consumerTokens.purpose, purpose),
        gt(schema.consumerTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
