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
}
