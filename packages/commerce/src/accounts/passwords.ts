import { isValidEmail } from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';
import type { Db } from '@ridgeline/db';
import {
  assertPasswordPolicy,
  clearFailures,
  hashPassword,
  normaliseEmail,
  revokeAllSessions,
  shopperIdByEmail,
  verifyPassword,
} from '../auth/index.ts';
import {
  isConsumer,
  issueMailToken,
  loadAccount,
  mailTokensSince,
  redeemMailToken,
  setPasswordHash,
} from '../consumers/index.ts';
import { ABUSE_LIMITS, lockShopper } from '../shared/abuse-limits.ts';
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
  const shopperId = await shopperIdByEmail(db, email);
  if (!shopperId || !(await isConsumer(db, shopperId))) return;
  const shopper = { id: shopperId };
  await db.transaction(async (tx) => {
    // At most ABUSE_LIMITS.resetEmailsPerHour links an hour per account, counted under the shopper's lock
    // so that a burst of requests cannot slip past; beyond it the call answers the same and sends nothing.
    await lockShopper(tx, shopper.id);
    const recent = await mailTokensSince(
      tx,
      shopper.id,
      'password_reset',
      new Date(Date.now() - 60 * 60 * 1000),
    );
    if (recent >= ABUSE_LIMITS.resetEmailsPerHour) return;
    const token = await issueMailToken(tx, shopper.id, 'password_reset', RESET_TTL_MS);
    const link = storefrontLink(ctx.locale, `/forgot-password?token=${token}`);
    const t = translator(ctx.locale);
    await queueEmail(tx, {
      to: email,
      locale: ctx.locale,
      subject: t('email.passwordReset.subject'),
      paragraphs: [t('email.passwordReset.intro'), link, t('email.passwordReset.ignore')],
      action: { href: link, label: t('email.passwordReset.action') },
      template: 'password-reset',
    });
  });
}

async function setPassword(db: Db, shopperId: string, password: string): Promise<void> {
  await setPasswordHash(db, shopperId, await hashPassword(password));
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
  return (await shopperIdByEmail(db, email)) ? 'signin' : 'signup';
}
