/** What a payment service provider (PSP) offers the commerce modules. A real PSP plugs in here. */
export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string;
}

export type AuthorizationStatus = 'authorized' | 'declined' | 'fraud' | 'challenge_required';

export interface AuthorizationResult {
  authorizationId: string;
  status: AuthorizationStatus;
  /** For challenge_required: the PSP's 3-D Secure challenge page (append returnUrl). */
  challengeUrl?: string | undefined;
}

export type BnplStatus = 'pending' | 'form_required' | 'approved' | 'declined';

export interface BnplSession {
  sessionId: string;
  status: BnplStatus;
  amount: number;
  currency: string;
  /** The provider's page where the shopper approves (append returnUrl). */
  redirectUrl: string;
}

export interface AuthorizeRequest {
  token: string;
  amount: number;
  currency: string;
  /** Our reference, e.g. the order number: the same reference twice returns the first result. */
  reference: string;
}

export interface PaymentGateway {
  /** Card facts behind a token from the hosted fields; null when the token is unknown. */
  describeToken(token: string): Promise<CardDetails | null>;
  authorize(request: AuthorizeRequest): Promise<AuthorizationResult>;
  /** Releases an authorisation that will not be captured. */
  void(authorizationId: string): Promise<void>;
  /**
   * Gives back part or all of a payment (decision 066). 'refunded' when done; 'refused' when the
   * authorisation is not a settled payment (declined, voided, awaiting 3-D Secure) or the amount is more
   * than what is left of it. The test gateway captures at authorisation, so an authorised payment is paid.
   */
  refund(authorizationId: string, amount: number): Promise<'refunded' | 'refused'>;
  /**
   * Releases every live authorisation made under our reference (a PSP's "technical cancel" by merchant
   * reference): recovery after a crash that may have lost the authorisation id (decision 049). Nothing
   * under the reference is fine.
   */
  voidReference(reference: string): Promise<void>;
  /**
   * Checks the result of a 3-D Secure challenge (threeDS2Result from the challenge page's redirect):
   * 'authorized' when the shopper passed it, 'failed' otherwise (failed, abandoned, forged).
   */
  completeChallenge(authorizationId: string, threeDS2Result: string): Promise<'authorized' | 'failed'>;
  /** Opens a buy-now-pay-later session for an amount; the shopper approves it on the provider's page. */
  createBnplSession(amount: number, currency: string): Promise<BnplSession>;
  describeBnplSession(sessionId: string): Promise<BnplSession | null>;
}
