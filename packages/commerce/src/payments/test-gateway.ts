import { timingSafeEqual } from 'node:crypto';
import { and, type Db, eq, inArray, schema, sql } from '@ridgeline/db';
import { newId, secretToken } from '../shared/ids.ts';
import type {
  AuthorizationResult,
  AuthorizeRequest,
  BnplSession,
  BnplStatus,
  CardDetails,
  PaymentGateway,
} from './gateway.ts';
import { passesLuhn, TEST_CARDS } from './test-cards.ts';

export interface CardEntry {
  cardNumber: string;
  holder: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export class CardEntryError extends Error {
  constructor(
    readonly field: keyof CardEntry,
    message: string,
  ) {
    super(message);
  }
}

/** Gateway tokens of approved buy-now-pay-later sessions start with this. */
export const BNPL_PREFIX = 'bnpl_';

const STATUS_OF_BEHAVIOUR = {
  approve: 'authorized',
  decline: 'declined',
  fraud: 'fraud',
  challenge: 'challenge_required',
} as const;

/**
 * The built-in test PSP. Its hosted fields (see the API's /gateway routes) turn a card number into a
 * token; only the token reaches the storefront and the commerce modules.
 */
export class TestPaymentGateway implements PaymentGateway {
  constructor(private readonly db: Db) {}

  /** Validates card entry like a PSP and returns a single-purpose token. */
  async tokenize(entry: CardEntry, now = new Date()): Promise<string> {
    const digits = entry.cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) {
      throw new CardEntryError('cardNumber', 'The card number is not valid.');
    }
    const card = TEST_CARDS[digits];
    if (!card) throw new CardEntryError('cardNumber', 'Test mode accepts only the listed test card numbers.');
    if (!entry.holder.trim()) throw new CardEntryError('holder', 'The name on the card is required.');
    const month = entry.expMonth;
    const year = entry.expYear < 100 ? 2000 + entry.expYear : entry.expYear;
    const expired =
      year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
    if (!Number.isInteger(month) || month < 1 || month > 12 || expired || year > now.getUTCFullYear() + 20) {
      throw new CardEntryError('expMonth', 'The expiry date is not valid.');
    }
    const cvcLength = card.brand === 'amex' ? 4 : 3;
    if (!new RegExp(`^\\d{${cvcLength}}$`).test(entry.cvc)) {
      throw new CardEntryError('cvc', 'The security code is not valid.');
    }
    const token = `tok_${secretToken()}`;
    await this.db.insert(schema.gatewayCardTokens).values({
      token,
      behaviour: card.behaviour,
      brand: card.brand,
      last4: digits.slice(-4),
      expMonth: month,
      expYear: year,
      holder: entry.holder.trim(),
    });
    return token;
  }

  async describeToken(token: string): Promise<CardDetails | null> {
    const [row] = await this.db
      .select()
      .from(schema.gatewayCardTokens)
      .where(eq(schema.gatewayCardTokens.token, token));
    return row
      ? {
          brand: row.brand,
          last4: row.last4,
          expMonth: row.expMonth,
          expYear: row.expYear,
          holder: row.holder,
        }
      : null;
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizationResult> {
    const [previous] = await this.db
      .select()
      .from(schema.gatewayAuthorizations)
      .where(eq(schema.gatewayAuthorizations.reference, request.reference));
    if (previous && previous.status !== 'voided') {
      const status = previous.status as AuthorizationResult['status'];
      return { authorizationId: previous.id, status, challengeUrl: this.challengeUrl(previous.id, status) };
    }
    const status = request.token.startsWith(BNPL_PREFIX)
      ? await this.bnplAuthorization(request)
      : await this.cardAuthorization(request.token);
    const authorizationId = `auth_${newId()}`;
    await this.db.insert(schema.gatewayAuthorizations).values({
      id: authorizationId,
      token: request.token,
      amount: request.amount,
      currency: request.currency,
      reference: request.reference,
      status,
    });
    return { authorizationId, status, challengeUrl: this.challengeUrl(authorizationId, status) };
  }

  private challengeUrl(authorizationId: string, status: string) {
    return status === 'challenge_required' ? `/gateway/v1/3ds/${authorizationId}` : undefined;
  }

  private async cardAuthorization(token: string): Promise<AuthorizationResult['status']> {
    const [card] = await this.db
      .select()
      .from(schema.gatewayCardTokens)
      .where(eq(schema.gatewayCardTokens.token, token));
    return card ? STATUS_OF_BEHAVIOUR[card.behaviour as keyof typeof STATUS_OF_BEHAVIOUR] : 'declined';
  }

  /** A BNPL session pays only what the shopper approved, in its currency. */
  private async bnplAuthorization(request: AuthorizeRequest): Promise<AuthorizationResult['status']> {
    const session = await this.describeBnplSession(request.token.slice(BNPL_PREFIX.length));
    const fits = session && session.currency === request.currency && request.amount <= session.amount;
    return session?.status === 'approved' && fits ? 'authorized' : 'declined';
  }

  /** What the challenge page shows: the amount to confirm, or null when there is nothing to confirm. */
  async pendingChallenge(authorizationId: string) {
    const [row] = await this.db
      .select()
      .from(schema.gatewayAuthorizations)
      .where(eq(schema.gatewayAuthorizations.id, authorizationId));
    return row && row.status === 'challenge_required' ? { amount: row.amount, currency: row.currency } : null;
  }

  /**
   * The shopper's answer on the challenge page. Returns the result token the page hands back to the
   * merchant (threeDS2Result); the same answer twice returns the same token.
   */
  async submitChallenge(authorizationId: string, passed: boolean): Promise<string | null> {
    const [row] = await this.db
      .select()
      .from(schema.gatewayAuthorizations)
      .where(eq(schema.gatewayAuthorizations.id, authorizationId));
    if (!row) return null;
    if (row.threeDsResult) return row.threeDsResult;
    if (row.status !== 'challenge_required') return null;
    const result = `3ds_${secretToken()}`;
    const updated = await this.db
      .update(schema.gatewayAuthorizations)
      .set({ status: passed ? 'authorized' : 'authentication_failed', threeDsResult: result })
      .where(
        and(
          eq(schema.gatewayAuthorizations.id, authorizationId),
          eq(schema.gatewayAuthorizations.status, 'challenge_required'),
        ),
      )
      .returning({ result: schema.gatewayAuthorizations.threeDsResult });
    return updated[0]?.result ?? null;
  }

  async completeChallenge(authorizationId: string, threeDS2Result: string): Promise<'authorized' | 'failed'> {
    const [row] = await this.db
      .select()
      .from(schema.gatewayAuthorizations)
      .where(eq(schema.gatewayAuthorizations.id, authorizationId));
    const known = row?.threeDsResult ?? '';
    const matches =
      known.length === threeDS2Result.length &&
      timingSafeEqual(Buffer.from(known), Buffer.from(threeDS2Result));
    return row && matches && row.status === 'authorized' ? 'authorized' : 'failed';
  }

  async createBnplSession(amount: number, currency: string): Promise<BnplSession> {
    const id = secretToken();
    await this.db.insert(schema.gatewayBnplSessions).values({ id, amount, currency, status: 'pending' });
    return { sessionId: id, status: 'pending', amount, currency, redirectUrl: `/gateway/v1/bnpl/${id}` };
  }

  async describeBnplSession(sessionId: string): Promise<BnplSession | null> {
    const [row] = await this.db
      .select()
      .from(schema.gatewayBnplSessions)
      .where(eq(schema.gatewayBnplSessions.id, sessionId));
    return row
      ? {
          sessionId: row.id,
          status: row.status as BnplStatus,
          amount: row.amount,
          currency: row.currency,
          redirectUrl: `/gateway/v1/bnpl/${row.id}`,
        }
      : null;
  }

  /** The shopper's answer on the provider's page: approve, decline, or "more details needed" (a form). */
  async answerBnplSession(
    sessionId: string,
    status: Exclude<BnplStatus, 'pending'>,
  ): Promise<BnplSession | null> {
    const session = await this.describeBnplSession(sessionId);
    if (!session || session.status === 'approved' || session.status === 'declined') return session;
    await this.db
      .update(schema.gatewayBnplSessions)
      .set({ status })
      .where(eq(schema.gatewayBnplSessions.id, sessionId));
    return { ...session, status };
  }

  async void(authorizationId: string): Promise<void> {
    await this.db
      .update(schema.gatewayAuthorizations)
      .set({ status: 'voided' })
      .where(eq(schema.gatewayAuthorizations.id, authorizationId));
  }

  async refund(authorizationId: string, amount: number): Promise<'refunded' | 'refused'> {
    const t = schema.gatewayAuthorizations;
    if (!Number.isInteger(amount) || amount <= 0) return 'refused';
    // One conditional update: two refunds at once never give back more than was paid.
    const done = await this.db
      .update(t)
      .set({ refundedAmount: sql`${t.refundedAmount} + ${amount}` })
      .where(
        and(
          eq(t.id, authorizationId),
          inArray(t.status, ['authorized', 'captured']),
          sql`${t.refundedAmount} + ${amount} <= ${t.amount}`,
        ),
      )
      .returning({ id: t.id });
    return done.length > 0 ? 'refunded' : 'refused';
  }

  async voidReference(reference: string): Promise<void> {
    await this.db
      .update(schema.gatewayAuthorizations)
      .set({ status: 'voided' })
      .where(
        and(
          eq(schema.gatewayAuthorizations.reference, reference),
          inArray(schema.gatewayAuthorizations.status, ['authorized', 'challenge_required']),
        ),
      );
  }
}
