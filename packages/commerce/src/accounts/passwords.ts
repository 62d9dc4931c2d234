import { isValidEmail } from '@ridgeline/contracts';
import { type Db, eq, schema } from '@ridgeline/db';
import { clearFailures } from '../auth/lockout.ts';
import { assertPasswordPolicy, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { normaliseEmail } from '../auth/sign-in.ts';
import { loadAccount } from '../consumers/account.ts';
import { issueMailToken, redeemMailToken } from '../consumers/mail-tokens.ts';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { storefrontLink } from '../shared/links.ts';
import { queueEmail } from '../shared/outbox.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Mails a reset link when the email has an account; answers the same either way so that the call
 * cannot tell a stranger which emails are registered.
 */
export async function requestPasswordReset(db: Db, ctx: ShopContext, rawEmail: string): Promise<void> {
  const email = normaliseEmail(rawEmail);
  if (!isValidEmail(email)) throw new CommerceError('AUT453', { field: 'body.email' });
  const [shopper] = await db
    .select({ id: schema.shoppers.id })
    .from(schema.shoppers)
    .innerJoin(schema.consumers, eq(schema.consumers.shopperId, schema.shoppers.id))
    .where(eq(schema.shoppers.email, email));
  if (!shopper) return;
  const token = await issueMailToken(db, shopper.id, 'password_reset', RESET_TTL_MS);
  const link = storefrontLink(ctx.locale, `/forgot-password?token=${token}`);
  await queueEmail(db, {
    to: email,
    subject: 'Reset your Ridgeline password',
    text: `Follow this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this email: your password stays the same.`,
    template: 'password-reset',
  });
}

async function setPassword(db: Db, shopperId: string, password: string): Promise<void> {
  await db
    .update(schema.consumers)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(schema.consumers.shopperId, shopperId));
  await revokeAllSessions(db, shopperId);
}

/** Sets a new password from a mailed link. AUT402 when the link is unknown, expired or used. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  assertPasswordPolicy(password);
  const stored = await redeemMailToken(db, token, 'password_reset');
  await setPassword(db, stored.shopperId, password);
  const { shopper } = await loadAccount(db, stored.shopperId);
  // The owner of the mailbox proved themselves: a lock a stranger caused ends here.
  await clearFailures(db, shopper.email);
}

/** AUT450 when the current password is wrong, AUT451 when the new one is the same. Ends all sessions. */
export async function changePassword(db: Db, shopperId: string, currentPassword: string, password: string) {
  const { consumer } = await loadAccount(db, shopperId);
  if (!(await verifyPassword(consumer.passwordHash, currentPassword))) throw new CommerceError('AUT450');
  assertPasswordPolicy(password);
  if (await verifyPassword(consumer.passwordHash, password)) throw new CommerceError('AUT451');
  await setPassword(db, shopperId, password);
}

/** The lookup step of the sign-in flow: sign in when the email has an account, else sign up. */
export async function lookup(db: Db, rawEmail: string): Promise<'signin' | 'signup'> {
  const email = normaliseEmail(rawEmail);
  if (!isValidEmail(email)) throw new CommerceError('AUT453', { field: 'querystring.email' });
  const [shopper] = await db
    .select({ id: schema.shoppers.id })
    .from(schema.shoppers)
    .where(eq(schema.shoppers.email, email));
  return shopper ? 'signin' : 'signup';
}
