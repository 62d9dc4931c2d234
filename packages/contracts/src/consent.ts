// Cookie consent rules (spec 2 section 4, decision 097): the categories, the OneTrust-compatible
// `OptanonConsent` cookie and who may do what. Pure functions, no zod: the storefront's browser code may
// import them (decision 009).

/** Consent categories, OneTrust's group ids: required, performance and analytics, functional, targeting. */
export const CONSENT_CATEGORIES = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a shopper chooses (C0001, strictly necessary, is always on). */
export const OPTIONAL_CONSENT_CATEGORIES = ['C0002', 'C0003', 'C0004'] as const;
export type OptionalConsentCategory = (typeof OPTIONAL_CONSENT_CATEGORIES)[number];

export type ConsentGroups = Record<ConsentCategory, boolean>;

/**
 * The revision of the cookie policy the banner asks about. Raising it asks every EMEA shopper again: a
 * choice made under another revision is not a valid choice any more.
 */
export const CONSENT_POLICY_REVISION = '2026-11-28';

/** The cookie's name, OneTrust's, so that tag managers and OneTrust-aware scripts read it as they are. */
export const CONSENT_COOKIE = 'OptanonConsent';
/** A year, in seconds. */
export const CONSENT_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export interface OptanonConsent {
  groups: ConsentGroups;
  /** When the choice was made. */
  datestamp: Date;
  /** The policy revision the choice was made under (OneTrust's `version` field). */
  version: string;
  /** The anonymous receipt id (OneTrust's `consentId`): the server-side receipt of this choice. */
  consentId: string;
  /** Whether the browser sent Global Privacy Control when the choice was made. */
  isGpcEnabled: boolean;
}

const CATEGORY = /^C000[1-4]$/;
const RECEIPT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_COOKIE_LENGTH = 4096;

/** Every category refused but the required one. */
export function refusedGroups(): ConsentGroups {
  return { C0001: true, C0002: false, C0003: false, C0004: false };
}

/** Every category accepted. */
export function acceptedGroups(): ConsentGroups {
  return { C0001: true, C0002: true, C0003: true, C0004: true };
}

/** `C0001:1,C0002:0,...` into groups: unknown ids and markers other than 1 are refusals; C0001 is always on. */
export function parseConsentGroups(text: string): ConsentGroups {
  const groups = refusedGroups();
  for (const pair of text.split(',')) {
    const [id, marker] = pair.trim().split(':');
    if (id && CATEGORY.test(id) && id !== 'C0001') groups[id as ConsentCategory] = marker?.trim() === '1';
  }
  return groups;
}

/** Groups as OneTrust writes them: `C0001:1,C0002:0,C0003:0,C0004:1`. */
export function formatConsentGroups(groups: Partial<ConsentGroups>): string {
  return CONSENT_CATEGORIES.map((id) => `${id}:${id === 'C0001' || groups[id] ? 1 : 0}`).join(',');
}

/**
 * The choice an `OptanonConsent` cookie value records (as the browser sends it, URL-encoded, or decoded
 * once), or null when it records none: no groups, no policy revision, no receipt id, or not readable.
 * Never throws.
 */
export function parseOptanonConsent(cookieValue: string | null | undefined): OptanonConsent | null {
  if (typeof cookieValue !== 'string' || !cookieValue || cookieValue.length > MAX_COOKIE_LENGTH) return null;
  let fields: URLSearchParams;
  try {
    // Decoded once already (`groups=C0001:1,...`) or still as sent (`groups=C0001%3A1%2C...`): both read.
    fields = new URLSearchParams(cookieValue);
  } catch {
    return null;
  }
  const groupsText = fields.get('groups');
  const version = fields.get('version')?.trim();
  const consentId = fields.get('consentId')?.trim();
  if (!groupsText || !version || !consentId || !RECEIPT_ID.test(consentId)) return null;
  const stamp = new Date(fields.get('datestamp') ?? '');
  return {
    groups: parseConsentGroups(groupsText),
    datestamp: Number.isNaN(stamp.getTime()) ? new Date(0) : stamp,
    version,
    consentId: consentId.toLowerCase(),
    isGpcEnabled: fields.get('isGpcEnabled') === '1',
  };
}

/** The `OptanonConsent` cookie value (URL-encoded like OneTrust's) for a choice. */
export function serializeOptanonConsent(consent: OptanonConsent): string {
  return new URLSearchParams({
    isGpcEnabled: consent.isGpcEnabled ? '1' : '0',
    datestamp: consent.datestamp.toISOString(),
    version: consent.version,
    consentId: consent.consentId,
    interactionCount: '1',
    landingPath: 'NotLandingPage',
    groups: formatConsentGroups(consent.groups),
    AwaitingReconsent: 'false',
  }).toString();
}

/** What the storefront's root loader hands every page: other features gate on these, never on the cookie. */
export interface ConsentState {
  C0002: boolean;
  C0003: boolean;
  C0004: boolean;
  /** The banner shows: an EMEA site with no valid choice, or one made under another policy revision. */
  needsPrompt: boolean;
  /** The browser sends Global Privacy Control: targeting is off whatever the choice. */
  gpc: boolean;
}

export interface ConsentFacts {
  /** The shopper's choice (null or partial when none was made). */
  groups: Partial<ConsentGroups> | null | undefined;
  /** The site's region (the one table of sites). */
  region: 'NA' | 'EMEA';
  /** A preview (`preview=true`): everything allowed. */
  preview?: boolean;
  /** Global Privacy Control (`Sec-GPC: 1`): targeting is refused, in every region. */
  gpc?: boolean;
}

/**
 * Whether a category may run (spec 2 section 4): C0001 always; targeting never under Global Privacy
 * Control; outside EMEA, or in a preview, everything else; in EMEA only what the shopper accepted.
 */
export function consentAllows(facts: ConsentFacts, category: ConsentCategory): boolean {
  if (category === 'C0001') return true;
  if (category === 'C0004' && facts.gpc) return false;
  if (facts.region !== 'EMEA' || facts.preview) return true;
  return facts.groups?.[category] === true;
}

/**
 * Whether the banner asks: in EMEA only, when there is no valid choice or the choice was made under
 * another policy revision.
 */
export function consentNeedsPrompt(
  consent: OptanonConsent | null,
  region: 'NA' | 'EMEA',
  revision: string = CONSENT_POLICY_REVISION,
): boolean {
  return region === 'EMEA' && (consent === null || consent.version !== revision);
}

/** The Global Privacy Control signal of a request's `Sec-GPC` header. */
export function gpcEnabled(header: string | null | undefined): boolean {
  return header?.trim() === '1';
}
