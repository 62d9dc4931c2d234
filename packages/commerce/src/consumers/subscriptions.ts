import { translator } from '@ridgeline/contracts/messages/catalogue';
import { and, type Db, type DbOrTx, eq, schema } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId, secretToken, sha256 } from '../shared/ids.ts';
import { storefrontLink } from '../shared/links.ts';
import { queueEmail } from '../shared/outbox.ts';
import { loadAccount } from './account.ts';
import { issueMailToken, redeemMailToken } from './mail-tokens.ts';
import { isConsumer } from './registration.ts';

export type SubscriptionType = 'Newsletter' | 'LoyaltyNewsletter' | 'Loyalty';
export type Channel = 'email' | 'sms';
export interface SubscriptionChange {
  type: SubscriptionType;
  channel: Channel;
  optin: boolean;
  recipient?: string | undefined;
  region?: string | undefined;
  category?: string | undefined;
}

const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
type Row = typeof schema.subscriptions.$inferSelect;

export function subscriptionView(row: Row) {
  return {
    type: row.type as SubscriptionType,
    channel: row.channel as Channel,
    optin: row.optin,
    doubleOptin: row.doubleOptin,
    recipient: row.recipient,
    optinDate: row.optinDate?.toISOString() ?? null,
    optoutDate: row.optoutDate?.toISOString() ?? null,
    country: row.country,
    region: row.region,
    category: row.category,
  };
}

export async function listSubscriptions(db: DbOrTx, shopperId: string) {
  const rows = await db
    .select()
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.shopperId, shopperId));
  return rows
    .sort((a, b) => `${a.type}${a.channel}`.localeCompare(`${b.type}${b.channel}`))
    .map(subscriptionView);
}

/**
 * Opts in or out per type and channel. An email opt-in stays unconfirmed (doubleOptin false) until the
 * link mailed through the outbox is followed; an SMS opt-in needs a phone on the profile (SHP410).
 */
export async function setSubscriptions(
  db: DbOrTx,
  ctx: ShopContext,
  shopperId: string,
  changes: SubscriptionChange[],
) {
  const { shopper, consumer } = await loadAccount(db, shopperId);
  const now = new Date();
  for (const change of changes) {
    const phone = consumer.phone ? `${consumer.phoneCode ?? ''}${consumer.phone}` : null;
    if (change.channel === 'sms' && change.optin && !phone)
      throw new CommerceError('SHP410', { field: 'phone' });
    const recipient = change.channel === 'email' ? shopper.email : (phone ?? change.recipient ?? '');
    const [existing] = await db
      .select()
      .from(schema.subscriptions)
      .where(
        and(
          eq(schema.subscriptions.shopperId, shopperId),
          eq(schema.subscriptions.type, change.type),
          eq(schema.subscriptions.channel, change.channel),
        ),
      );
    if (existing && existing.optin === change.optin) continue;
    const values = {
      recipient,
      optin: change.optin,
      doubleOptin: false,
      optinDate: change.optin ? now : (existing?.optinDate ?? null),
      optoutDate: change.optin ? null : now,
      country: consumer.countryCode,
      region: change.region ?? null,
      category: change.category ?? null,
    };
    const id = existing?.id ?? newId();
    if (existing) await db.update(schema.subscriptions).set(values).where(eq(schema.subscriptions.id, id));
    else
      await db
        .insert(schema.subscriptions)
        .values({ id, shopperId, type: change.type, channel: change.channel, ...values });
    if (change.optin && change.channel === 'email')
      await mailConfirmation(db, ctx, shopperId, shopper.email, id, change.type);
  }
  return listSubscriptions(db, shopperId);
}

async function mailConfirmation(
  db: DbOrTx,
  ctx: ShopContext,
  shopperId: string,
  email: string,
  subscriptionId: string,
  type: string,
) {
  const token = await issueMailToken(db, shopperId, 'subscription_confirm', CONFIRM_TTL_MS, subscriptionId);
  await queueConfirmation(db, ctx, email, token, type);
}

async function queueConfirmation(db: DbOrTx, ctx: ShopContext, email: string, token: string, type: string) {
  const link = storefrontLink(ctx.locale, `/account/subscriptions/confirm?token=${token}`);
  const t = translator(ctx.locale);
  await queueEmail(db, {
    to: email,
    locale: ctx.locale,
    subject: t('email.subscription.subject'),
    paragraphs: [t('email.subscription.intro', { type }), link, t('email.subscription.ignore')],
    action: { href: link, label: t('email.subscription.action') },
    template: 'subscription-confirm',
  });
}

/** What a newsletter form sends (spec 3 section 3 and 7): the email is the account's when signed in. */
export interface NewsletterSignupInput {
  optIn: boolean;
  email?: string | undefined;
  acquisitionType: string;
  campaignName: string;
}

/** A visitor asking again within this time gets no second email (the form cannot mail-bomb an address). */
export const NEWSLETTER_REMAIL_AFTER_MS = 10 * 60 * 1000;

/**
 * Signs up for the newsletter from a storefront form, with double opt-in: a signed-in shopper's Newsletter
 * email subscription (the account's address), a visitor's `newsletter_signups` row; either way a
 * confirmation link is mailed through the outbox and the sign-up counts once it is followed. A visitor's
 * answer is always `pending`, so the form does not tell who is subscribed.
 */
export async function signUpForNewsletter(
  db: DbOrTx,
  ctx: ShopContext,
  shopperId: string | null,
  input: NewsletterSignupInput,
): Promise<{ email: string; status: 'pending' | 'subscribed' }> {
  if (!input.optIn) throw new CommerceError('REQ400', { field: 'optIn', problem: 'must be true' });
  if (shopperId && (await isConsumer(db, shopperId))) {
    const { shopper } = await loadAccount(db, shopperId);
    const subscriptions = await setSubscriptions(db, ctx, shopperId, [
      { type: 'Newsletter', channel: 'email', optin: true },
    ]);
    const newsletter = subscriptions.find((s) => s.type === 'Newsletter' && s.channel === 'email');
    return { email: shopper.email, status: newsletter?.doubleOptin ? 'subscribed' : 'pending' };
  }
  const email = input.email?.trim().toLowerCase();
  if (!email) throw new CommerceError('REQ400', { field: 'email', problem: 'is required' });
  const t = schema.newsletterSignups;
  const [existing] = await db.select().from(t).where(eq(t.email, email));
  const now = new Date();
  if (existing?.confirmedAt) return { email, status: 'pending' };
  if (existing && now.getTime() - existing.mailedAt.getTime() < NEWSLETTER_REMAIL_AFTER_MS)
    return { email, status: 'pending' };
  const token = secretToken();
  const values = {
    locale: ctx.locale,
    acquisitionType: input.acquisitionType,
    campaignName: input.campaignName,
    tokenHash: sha256(token),
    mailedAt: now,
  };
  if (existing) await db.update(t).set(values).where(eq(t.id, existing.id));
  else await db.insert(t).values({ id: newId(), email, ...values });
  await queueConfirmation(db, ctx, email, token, 'Newsletter');
  return { email, status: 'pending' };
}

/** Completes a visitor's newsletter sign-up from its link; false when the token is not one of theirs. */
async function confirmNewsletterSignup(db: Db, token: string): Promise<boolean> {
  const t = schema.newsletterSignups;
  const [row] = await db
    .select()
    .from(t)
    .where(eq(t.tokenHash, sha256(token)));
  if (!row) return false;
  if (Date.now() - row.mailedAt.getTime() > CONFIRM_TTL_MS) throw new CommerceError('AUT402');
  await db.update(t).set({ confirmedAt: new Date(), tokenHash: null }).where(eq(t.id, row.id));
  return true;
}

/**
 * Completes an email double opt-in from the mailed link (an account's subscription or a visitor's newsletter
 * sign-up, whose answer lists no subscriptions). AUT402 when the link expired or was used.
 */
export async function confirmSubscription(db: Db, token: string) {
  if (await confirmNewsletterSignup(db, token)) return [];
  const stored = await redeemMailToken(db, token, 'subscription_confirm');
  await db
    .update(schema.subscriptions)
    .set({ doubleOptin: true })
    .where(and(eq(schema.subscriptions.id, stored.subject ?? ''), eq(schema.subscriptions.optin, true)));
  return listSubscriptions(db, stored.shopperId);
}

export async function setNotifications(
  db: Db,
  shopperId: string,
  prefs: { email?: boolean | undefined; sms?: boolean | undefined },
) {
  const { consumer } = await loadAccount(db, shopperId);
  const next = {
    email: prefs.email ?? consumer.notifications.email,
    sms: prefs.sms ?? consumer.notifications.sms,
  };
  if (next.sms && !consumer.phone) throw new CommerceError('SHP410', { field: 'phone' });
  await db
    .update(schema.consumers)
    .set({ notifications: next, updatedAt: new Date() })
    .where(eq(schema.consumers.shopperId, shopperId));
  return next;
}
