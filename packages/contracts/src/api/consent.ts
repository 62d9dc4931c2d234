import { z } from 'zod';

// ------------------------------------------------------------------------------------------------
// Cookie consent receipts (spec 2 section 4, decision 097): every choice made on the banner or the
// cookie settings page is stored server-side.
// ------------------------------------------------------------------------------------------------
const receiptIdSchema = z.uuid();

/** The shopper's choice per category; C0001 (strictly necessary) cannot be refused (CNS400). */
export const consentGroupsSchema = z.object({
  C0001: z.boolean(),
  C0002: z.boolean(),
  C0003: z.boolean(),
  C0004: z.boolean(),
});

export const consentReceiptRequestSchema = z.object({
  groups: consentGroupsSchema,
  /** The cookie policy revision the shopper was shown; another than the current one is CNS409. */
  policyRevision: z.string().trim().min(1).max(40),
  /** Whether the browser sent Global Privacy Control (`Sec-GPC: 1`): targeting is then recorded as refused. */
  gpc: z.boolean().default(false),
  /** The browser's anonymous consent id from its earlier choice (the cookie's consentId); a new one if absent. */
  consentId: receiptIdSchema.optional(),
});
export type ConsentReceiptRequest = z.infer<typeof consentReceiptRequestSchema>;

export const consentReceiptSchema = z.object({
  receiptId: receiptIdSchema,
  /** The anonymous id the browser keeps in its cookie, the same across its choices. */
  consentId: receiptIdSchema,
  groups: consentGroupsSchema,
  policyRevision: z.string(),
  gpc: z.boolean(),
  locale: z.string(),
  siteId: z.string(),
  recordedAt: z.iso.datetime({ offset: true }),
});
export type ConsentReceipt = z.infer<typeof consentReceiptSchema>;
