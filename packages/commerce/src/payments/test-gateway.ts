import { type Db, eq, schema } from '@ridgeline/db';
import { newId, secretToken } from '../shared/ids.ts';
import type { AuthorizationResult, AuthorizeRequest, CardDetails, PaymentGateway } from './gateway.ts';
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
      return { authorizationId: previous.id, status: previous.status as AuthorizationResult['status'] };
    }
    const [card] = await this.db
      .select()
      .from(schema.gatewayCardTokens)
      .where(eq(schema.gatewayCardTokens.token, request.token));
    const status = card
      ? STATUS_OF_BEHAVIOUR[card.behaviour as keyof typeof STATUS_OF_BEHAVIOUR]
      : 'declined';
    const authorizationId = `auth_${newId()}`;
    await this.db.insert(schema.gatewayAuthorizations).values({
      id: authorizationId,
      token: request.token,
      amount: request.amount,
      currency: request.currency,
      reference: request.reference,
      status,
    });
    return { authorizationId, status };
  }

  async void(authorizationId: string): Promise<void> {
    await this.db
      .update(schema.gatewayAuthorizations)
      .set({ status: 'voided' })
      .where(eq(schema.gatewayAuthorizations.id, authorizationId));
  }
}
