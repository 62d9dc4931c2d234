/**
 * BFF session: the API tokens and the basket id live in httpOnly, SameSite=Lax cookies that only the
 * storefront server reads. Loaders and actions read and change a per-request Session; the HTTP server
 * writes the changed cookies onto whatever response the router produces (see server.ts).
 */

export const COOKIE = {
  accessToken: 'rl_at',
  accessExpiry: 'rl_ax',
  refreshToken: 'rl_rt',
  basketId: 'rl_bid',
  flash: 'rl_flash',
  orders: 'rl_ord',
  /** The experimentation visitor id (decision 098): set only with targeting consent. */
  visitorId: 'rl_vuid',
} as const;

const THIRTY_DAYS = 60 * 60 * 24 * 30;
const ONE_DAY = 60 * 60 * 24;

export interface Flash {
  type: 'error' | 'success' | 'info';
  message: string;
  /** Shown on every visit of the page it was meant for until the shopper acts there (a payment decline). */
  keep?: boolean;
}

export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

export function serializeCookie(
  name: string,
  value: string,
  options: { maxAge?: number; secure: boolean; httpOnly?: boolean },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly !== false) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  return parts.join('; ');
}

export interface TokenFields {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  basketId: string | null;
}

export class Session {
  accessToken: string | null;
  /** Epoch milliseconds when the access token expires. */
  accessExpiresAt: number | null;
  refreshToken: string | null;
  /** Carts belong to a site: one basket id per site (us, ca, gb, eu). */
  private baskets: Record<string, string>;
  readonly secure: boolean;
  /** One correlation id per storefront request, sent to every API call it makes. */
  readonly correlationId: string;
  /** In-flight token acquisition, shared by the loaders of one request. */
  tokenPromise: Promise<void> | null = null;
  private flash: Flash | null;
  /**
   * Recent orders of this browser: order number → lookup token, idempotency key → order number, and the
   * order waiting for its 3-D Secure challenge (p), which the cart offers to finish or cancel.
   */
  private orders: { o: Record<string, string>; k: Record<string, string>; p?: string };
  private readonly changed = new Set<string>();
  /** The experimentation visitor id, `vuid_…` (decision 098); null until consent lets one be set. */
  visitorId: string | null;

  constructor(cookieHeader: string | null | undefined, options: { secure: boolean; correlationId?: string }) {
    const cookies = parseCookies(cookieHeader);
    this.secure = options.secure;
    this.correlationId = options.correlationId ?? crypto.randomUUID();
    this.accessToken = cookies.get(COOKIE.accessToken) || null;
    const expiry = Number(cookies.get(COOKIE.accessExpiry));
    this.accessExpiresAt = Number.isFinite(expiry) && expiry > 0 ? expiry : null;
    this.refreshToken = cookies.get(COOKIE.refreshToken) || null;
    this.baskets = {};
    const baskets = cookies.get(COOKIE.basketId);
    if (baskets) {
      try {
        const parsed = JSON.parse(baskets) as Record<string, unknown>;
        for (const [site, id] of Object.entries(parsed ?? {})) {
          if (typeof id === 'string' && id) this.baskets[site] = id;
        }
      } catch {
        // An unreadable basket cookie is dropped.
      }
    }
    this.flash = null;
    const flash = cookies.get(COOKIE.flash);
    if (flash) {
      try {
        const parsed = JSON.parse(flash) as Flash;
        if (typeof parsed.message === 'string') this.flash = parsed;
      } catch {
        // A malformed flash cookie is dropped.
      }
    }
    this.visitorId = cookies.get(COOKIE.visitorId) || null;
    this.orders = { o: {}, k: {} };
    const orders = cookies.get(COOKIE.orders);
    if (orders) {
      try {
        const parsed = JSON.parse(orders) as {
          o?: Record<string, string>;
          k?: Record<string, string>;
          p?: unknown;
        };
        if (parsed && typeof parsed === 'object') {
          this.orders = { o: parsed.o ?? {}, k: parsed.k ?? {} };
          if (typeof parsed.p === 'string' && this.orders.o[parsed.p]) this.orders.p = parsed.p;
        }
      } catch {
        // An unreadable cookie only forgets the recent orders.
      }
    }
  }

  get hasValidAccessToken(): boolean {
    return Boolean(this.accessToken && this.accessExpiresAt && this.accessExpiresAt - 15_000 > Date.now());
  }

  /**
   * Stores a token answer. A new customer (guest token) starts without carts; a refresh keeps them. A basket id
   * in the answer belongs to the site the call was made for.
   */
  applyToken(token: TokenFields, options: { keepBasket: boolean; site: string }): void {
    this.accessToken = token.accessToken;
    this.accessExpiresAt = Date.now() + token.expiresIn * 1000;
    this.refreshToken = token.refreshToken;
    if (!options.keepBasket && Object.keys(this.baskets).length > 0) {
      this.baskets = {};
      this.changed.add(COOKIE.basketId);
    }
    if (token.basketId) this.setBasketId(options.site, token.basketId);
    this.changed.add(COOKIE.accessToken).add(COOKIE.accessExpiry).add(COOKIE.refreshToken);
  }

  basketId(site: string): string | null {
    return this.baskets[site] ?? null;
  }

  setBasketId(site: string, basketId: string | null): void {
    if ((this.baskets[site] ?? null) === basketId) return;
    if (basketId) this.baskets[site] = basketId;
    else delete this.baskets[site];
    this.changed.add(COOKIE.basketId);
  }

  /** Forgets the customer entirely (invalid customer, or a refresh token the API no longer accepts). */
  clear(): void {
    this.accessToken = null;
    this.accessExpiresAt = null;
    this.refreshToken = null;
    this.baskets = {};
    this.changed
      .add(COOKIE.accessToken)
      .add(COOKIE.accessExpiry)
      .add(COOKIE.refreshToken)
      .add(COOKIE.basketId);
  }

  /** Reads the one-time message left by the previous request, and removes it. */
  takeFlash(): Flash | null {
    const flash = this.flash;
    if (flash) {
      this.flash = null;
      this.changed.add(COOKIE.flash);
    }
    return flash;
  }

  setFlash(flash: Flash): void {
    this.flash = flash;
    this.changed.add(COOKIE.flash);
  }

  /**
   * Remembers an order's secret lookup token (so the confirmation page can read the order) and the idempotency
   * key that placed it (so a repeated submit of the summary form lands on the same confirmation).
   */
  rememberOrder(orderNumber: string, st: string, idempotencyKey?: string): void {
    const o = Object.fromEntries([...Object.entries(this.orders.o).slice(-4), [orderNumber, st]]);
    const k = Object.fromEntries([
      ...Object.entries(this.orders.k).slice(-4),
      ...(idempotencyKey ? [[idempotencyKey, orderNumber]] : []),
    ]);
    this.orders = { o, k, ...(this.orders.p && o[this.orders.p] ? { p: this.orders.p } : {}) };
    this.changed.add(COOKIE.orders);
  }

  /** The order of this browser waiting for its 3-D Secure challenge (remembered with its token), if any. */
  pendingOrder(): string | null {
    return this.orders.p ?? null;
  }

  /** Marks a remembered order as waiting for its challenge, or (null) forgets that mark. */
  setPendingOrder(orderNumber: string | null): void {
    const { p: _previous, ...rest } = this.orders;
    this.orders = orderNumber && rest.o[orderNumber] ? { ...rest, p: orderNumber } : rest;
    this.changed.add(COOKIE.orders);
  }

  orderToken(orderNumber: string): string | null {
    return this.orders.o[orderNumber] ?? null;
  }

  orderPlacedWith(idempotencyKey: string): string | null {
    return this.orders.k[idempotencyKey] ?? null;
  }

  /** Set-Cookie header values for everything this request changed. */
  setVisitorId(visitorId: string): void {
    this.visitorId = visitorId;
    this.changed.add(COOKIE.visitorId);
  }

  commit(): string[] {
    const secure = this.secure;
    const headers: string[] = [];
    for (const name of this.changed) {
      switch (name) {
        case COOKIE.accessToken:
          headers.push(
            this.accessToken
              ? serializeCookie(name, this.accessToken, { secure, maxAge: THIRTY_DAYS })
              : serializeCookie(name, '', { secure, maxAge: 0 }),
          );
          break;
        case COOKIE.accessExpiry:
          headers.push(
            this.accessExpiresAt
              ? serializeCookie(name, String(this.accessExpiresAt), { secure, maxAge: THIRTY_DAYS })
              : serializeCookie(name, '', { secure, maxAge: 0 }),
          );
          break;
        case COOKIE.refreshToken:
          headers.push(
            this.refreshToken
              ? serializeCookie(name, this.refreshToken, { secure, maxAge: THIRTY_DAYS })
              : serializeCookie(name, '', { secure, maxAge: 0 }),
          );
          break;
        case COOKIE.basketId:
          headers.push(
            Object.keys(this.baskets).length > 0
              ? serializeCookie(name, JSON.stringify(this.baskets), { secure, maxAge: THIRTY_DAYS })
              : serializeCookie(name, '', { secure, maxAge: 0 }),
          );
          break;
        case COOKIE.flash:
          headers.push(
            this.flash
              ? serializeCookie(name, JSON.stringify(this.flash), { secure })
              : serializeCookie(name, '', { secure, maxAge: 0 }),
          );
          break;
        case COOKIE.orders:
          headers.push(serializeCookie(name, JSON.stringify(this.orders), { secure, maxAge: ONE_DAY }));
          break;
        case COOKIE.visitorId:
          if (this.visitorId)
            headers.push(serializeCookie(name, this.visitorId, { secure, maxAge: THIRTY_DAYS * 6 }));
          break;
      }
    }
    this.changed.clear();
    return headers;
  }
}
