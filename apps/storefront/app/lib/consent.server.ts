import {
  acceptedGroups,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE,
  type ConsentCategory,
  type ConsentGroups,
  type ConsentState,
  consentAllows,
  consentNeedsPrompt,
  consentReceiptRequestSchema,
  gpcEnabled,
  type Locale,
  type OptanonConsent,
  parseOptanonConsent,
  refusedGroups,
  serializeOptanonConsent,
  siteFacts,
  siteOfLocale,
} from '@ridgeline/contracts';
import { z } from 'zod';
import { parseCookies } from './session.server.ts';

export interface Consent {
  allowed(category: ConsentCategory): boolean;
  /** The browser's recorded choice, if any (even one under an older policy revision). */
  choice: OptanonConsent | null;
  gpc: boolean;
  state: ConsentState;
}

/**
 * The request's consent (spec 2 section 4): the OptanonConsent cookie, the site's region (the one table of
 * sites), the `preview=true` query parameter and the `Sec-GPC` header.
 */
export function consentOf(request: Request, locale: Locale): Consent {
  const region = siteFacts(siteOfLocale(locale)).region;
  const choice = parseOptanonConsent(parseCookies(request.headers.get('cookie')).get(CONSENT_COOKIE));
  const gpc = gpcEnabled(request.headers.get('sec-gpc'));
  const preview = new URL(request.url).searchParams.get('preview') === 'true';
  const needsPrompt = consentNeedsPrompt(choice, region);
  // A choice under an older policy revision no longer counts: nothing optional until the shopper answers again.
  const groups = needsPrompt ? null : (choice?.groups ?? null);
  const allowed = (category: ConsentCategory) => consentAllows({ groups, region, preview, gpc }, category);
  return {
    allowed,
    choice,
    gpc,
    state: {
      C0002: allowed('C0002'),
      C0003: allowed('C0003'),
      C0004: allowed('C0004'),
      needsPrompt,
      gpc,
    },
  };
}

/** The Set-Cookie header of a recorded choice: readable by scripts (OneTrust's is), a year, Lax, Secure on https. */
export function consentCookie(
  receipt: {
    groups: ConsentGroups;
    consentId: string;
    policyRevision: string;
    gpc: boolean;
    recordedAt: string;
  },
  secure: boolean,
): string {
  const value = serializeOptanonConsent({
    groups: receipt.groups,
    consentId: receipt.consentId,
    version: receipt.policyRevision,
    isGpcEnabled: receipt.gpc,
    datestamp: new Date(receipt.recordedAt),
  });
  // Already URL-encoded, as OneTrust writes it (no character a cookie value may not hold).
  const parts = [`${CONSENT_COOKIE}=${value}`, 'Path=/', 'SameSite=Lax', `Max-Age=${CONSENT_COOKIE_MAX_AGE}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The consent forms' fields: the banner's two buttons and the second layer's checkboxes post the same form. */
export const consentForm = z.object({
  choice: z.enum(['accept', 'reject', 'custom']),
  C0002: z.boolean().default(false),
  C0003: z.boolean().default(false),
  C0004: z.boolean().default(false),
  policyRevision: consentReceiptRequestSchema.shape.policyRevision,
  returnTo: z.string().optional(),
});

/** The groups a posted choice stands for. */
export function groupsOfChoice(value: z.infer<typeof consentForm>): ConsentGroups {
  if (value.choice === 'accept') return acceptedGroups();
  if (value.choice === 'reject') return refusedGroups();
  return { C0001: true, C0002: value.C0002, C0003: value.C0003, C0004: value.C0004 };
}
