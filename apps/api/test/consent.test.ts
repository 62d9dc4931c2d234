import { randomUUID } from 'node:crypto';
import { CONSENT_POLICY_REVISION } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, signedInOwner } from './admin-helpers.ts';
import { createTestApi, registered, type TestApi } from './helpers.ts';

/** Spec 2 section 4 (decision 097): every cookie choice is stored server-side as a receipt. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const RECEIPTS = '/api/consent/v1/receipts';
type Failure = { errorDetails: { errorId: string; message: string; field?: string }[] };
type Receipt = {
  receiptId: string;
  consentId: string;
  groups: Record<string, boolean>;
  policyRevision: string;
  gpc: boolean;
  locale: string;
  siteId: string;
  recordedAt: string;
};
const rejectAll = { C0001: true, C0002: false, C0003: false, C0004: false };
const acceptAll = { C0001: true, C0002: true, C0003: true, C0004: true };

const storedRows = (consentId: string) =>
  api.database.db
    .select()
    .from(schema.consentReceipts)
    .where(eq(schema.consentReceipts.consentId, consentId));

describe('consent receipts', () => {
  it('stores a guest’s choice with its site, locale and policy revision, and keeps every later choice', async () => {
    const first = await api.call<Receipt>({
      method: 'POST',
      url: `${RECEIPTS}?locale=de-de`,
      body: { groups: rejectAll, policyRevision: CONSENT_POLICY_REVISION },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      groups: rejectAll,
      policyRevision: CONSENT_POLICY_REVISION,
      gpc: false,
      locale: 'de-de',
      siteId: 'eu',
    });
    const { consentId } = first.body;
    const second = await api.call<Receipt>({
      method: 'POST',
      url: `${RECEIPTS}?locale=de-de`,
      body: { groups: acceptAll, policyRevision: CONSENT_POLICY_REVISION, consentId },
    });
    expect(second.status).toBe(201);
    expect(second.body.consentId).toBe(consentId);
    expect(second.body.receiptId).not.toBe(first.body.receiptId);
    const rows = await storedRows(consentId);
    expect(rows.map((row) => row.targeting).sort()).toEqual([false, true]);
    expect(rows.every((row) => row.consumerId === null)).toBe(true);
  });

  it('names the signed-in consumer, records targeting as refused under GPC, and forgets the name on erasure', async () => {
    const { session, email } = await registered(api);
    const answer = await api.call<Receipt>({
      method: 'POST',
      url: `${RECEIPTS}?locale=en-gb`,
      token: session.accessToken,
      body: { groups: acceptAll, policyRevision: CONSENT_POLICY_REVISION, gpc: true },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.groups).toEqual({ ...acceptAll, C0004: false });
    expect(answer.body).toMatchObject({ gpc: true, siteId: 'gb' });
    const [row] = await storedRows(answer.body.consentId);
    expect(row?.consumerId).toBeTruthy();
    expect(row?.targeting).toBe(false);

    const owner = (await signedInOwner(api)).cookie;
    const erased = await adminCall(api, 'POST', `/api/admin/v1/customers/${row!.consumerId}/erasure`, owner, {
      confirmEmail: email,
    });
    expect(erased.status).toBe(200);
    const [kept] = await storedRows(answer.body.consentId);
    expect(kept).toMatchObject({ id: row!.id, consumerId: null, targeting: false });
  });

  it('refuses strictly necessary cookies being refused (CNS400) and a choice under an old policy (CNS409)', async () => {
    const consentId = randomUUID();
    const refused = await api.call<Failure>({
      method: 'POST',
      url: `${RECEIPTS}?locale=fr-fr`,
      body: { groups: { ...rejectAll, C0001: false }, policyRevision: CONSENT_POLICY_REVISION, consentId },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorDetails[0]).toMatchObject({ errorId: 'CNS400' });
    expect(refused.body.errorDetails[0]!.message).toMatch(/cookies strictement nécessaires/);
    const outdated = await api.call<Failure>({
      method: 'POST',
      url: RECEIPTS,
      body: { groups: rejectAll, policyRevision: '2001-01-01', consentId },
    });
    expect(outdated.status).toBe(409);
    expect(outdated.body.errorDetails[0]).toMatchObject({ errorId: 'CNS409' });
    expect(await storedRows(consentId)).toEqual([]);
  });

  it('answers malformed input with REQ400 naming the field, never a 500', async () => {
    const cases: [unknown, string][] = [
      [
        { groups: { C0001: true, C0002: 'yes', C0003: false, C0004: false }, policyRevision: '1' },
        'body.groups.C0002',
      ],
      [{ groups: rejectAll }, 'body.policyRevision'],
      [{ groups: rejectAll, policyRevision: CONSENT_POLICY_REVISION, consentId: 'abc' }, 'body.consentId'],
      [{ policyRevision: CONSENT_POLICY_REVISION }, 'body.groups'],
      [[rejectAll], 'body'],
    ];
    for (const [body, field] of cases) {
      const answer = await api.call<Failure>({ method: 'POST', url: RECEIPTS, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400' });
      expect(answer.body.errorDetails[0]!.field ?? JSON.stringify(answer.body)).toContain(field);
    }
  });
});
