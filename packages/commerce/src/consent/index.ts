import {
  CONSENT_POLICY_REVISION,
  type ConsentReceipt,
  type ConsentReceiptRequest,
} from '@ridgeline/contracts';
import { type Db, type DbOrTx, eq, schema } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';

/**
 * Cookie consent receipts (spec 2 section 4, decision 097): every choice a shopper makes on the banner or
 * the cookie settings page is stored, never changed, as the proof of what was accepted and when.
 */

type Row = typeof schema.consentReceipts.$inferSelect;

const view = (row: Row): ConsentReceipt => ({
  receiptId: row.id,
  consentId: row.consentId,
  groups: { C0001: true, C0002: row.performance, C0003: row.functional, C0004: row.targeting },
  policyRevision: row.policyRevision,
  gpc: row.gpc,
  locale: row.locale,
  siteId: row.siteId,
  recordedAt: row.recordedAt.toISOString(),
});

/**
 * Records a choice. CNS400 when the strictly necessary cookies are refused (they cannot be), CNS409 when it
 * was made under another policy revision than the current one (the page was older than the policy). Under
 * Global Privacy Control targeting is recorded as refused, whatever was ticked.
 */
export async function recordConsent(
  db: Db,
  ctx: ShopContext,
  consumerId: string | null,
  input: ConsentReceiptRequest,
): Promise<ConsentReceipt> {
  if (!input.groups.C0001) throw new CommerceError('CNS400', { field: 'groups.C0001' });
  if (input.policyRevision !== CONSENT_POLICY_REVISION) {
    throw new CommerceError('CNS409', { policyRevision: CONSENT_POLICY_REVISION });
  }
  const [row] = await db
    .insert(schema.consentReceipts)
    .values({
      id: newId(),
      consentId: input.consentId?.toLowerCase() ?? newId(),
      performance: input.groups.C0002,
      functional: input.groups.C0003,
      targeting: input.groups.C0004 && !input.gpc,
      policyRevision: input.policyRevision,
      gpc: input.gpc,
      locale: ctx.locale,
      siteId: ctx.siteId,
      consumerId,
      recordedAt: new Date(),
    })
    .returning();
  return view(row!);
}

/**
 * Right to erasure (decision 073): the person's receipts stay, as the anonymous proof of what this browser
 * accepted, but no longer name them.
 */
export async function forgetConsumer(db: DbOrTx, consumerId: string): Promise<void> {
  await db
    .update(schema.consentReceipts)
    .set({ consumerId: null })
    .where(eq(schema.consentReceipts.consumerId, consumerId));
}
