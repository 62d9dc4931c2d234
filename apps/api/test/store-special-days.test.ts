import type { AdminStoreSpecialDay, StoreListResponse, StoreSearchResponse } from '@ridgeline/contracts';
import { and, asc, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let owner: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await signedInOwner(api)).cookie;
});
afterAll(() => api.close());

const DAY_MS = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const today = dateIn(0);
const tomorrow = dateIn(1);

type DayReply = AdminStoreSpecialDay & AdminFailure;
const setDay = (storeId: string, date: string, body: unknown, as = owner) =>
  adminCall<DayReply>(api, 'PUT', `/api/admin/v1/stores/${storeId}/special-days/${date}`, as, body);
const removeDay = (storeId: string, date: string) =>
  adminCall<AdminFailure>(api, 'DELETE', `/api/admin/v1/stores/${storeId}/special-days/${date}`, owner, {});
const listed = async (locale: string, storeId: string) =>
  (
    await api.call<StoreListResponse>({
      method: 'GET',
      url: `/api/consumers-v3/utilities/stores?locale=${locale}`,
    })
  ).body.stores.find((store) => store.id === storeId)!;
const nearby = async (postalCode: string) =>
  (
    await api.call<StoreSearchResponse>({
      method: 'POST',
      url: '/api/stores/v1/search?locale=en-us',
      body: { postalCode },
    })
  ).body.stores;

describe('special closing days of a store', () => {
  it('closes a store today and opens it at special hours tomorrow: shoppers see both with their reason, audited', async () => {
    const closed = await setDay('ST0001', today, {
      opens: null,
      closes: null,
      reason: { en: 'Stocktaking', fr: 'Inventaire', de: 'Inventur' },
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ date: today, opens: null, closes: null });
    const special = await setDay('ST0001', tomorrow, {
      opens: '10:00',
      closes: '14:00',
      reason: { en: 'Staff training' },
    });
    expect(special.body).toMatchObject({ date: tomorrow, opens: '10:00', closes: '14:00' });

    // The store list and the locator (which the pickup-in-store availability uses) show them at once.
    const soho = await listed('en-us', 'ST0001');
    expect(soho.specialDays).toEqual([
      expect.objectContaining({ date: today, opens: null, closes: null, reason: 'Stocktaking' }),
      expect.objectContaining({ date: tomorrow, opens: '10:00', closes: '14:00', reason: 'Staff training' }),
    ]);
    expect(soho.specialDays[0]!.label).toMatch(/day, [A-Z][a-z]+ \d{1,2}$/);
    const located = (await nearby('10012')).find((store) => store.id === 'ST0001')!;
    expect(located.specialDays.map((day) => day.date)).toEqual([today, tomorrow]);
    // Other stores are not affected.
    expect((await listed('en-us', 'ST0002')).specialDays).toEqual([]);

    const days = await adminCall<{ items: AdminStoreSpecialDay[] }>(
      api,
      'GET',
      '/api/admin/v1/stores/ST0001/special-days',
      owner,
    );
    expect(days.body.items.map((day) => day.reason.en)).toEqual(['Stocktaking', 'Staff training']);

    // Setting the same date again replaces it; audited with before and after.
    const reopened = await setDay('ST0001', today, {
      opens: '12:00',
      closes: '16:00',
      reason: { en: 'Late opening: stocktaking' },
    });
    expect(reopened.body).toMatchObject({ opens: '12:00', closes: '16:00' });
    const audit = await api.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityType, 'store'), eq(schema.auditLog.entityId, 'ST0001')))
      .orderBy(asc(schema.auditLog.createdAt));
    const sets = audit.filter((entry) => entry.action === 'store.special_day_set');
    expect(sets).toHaveLength(3);
    expect(sets[2]!.before).toMatchObject({ date: today, opens: null, reason: { en: 'Stocktaking' } });
    expect(sets[2]!.after).toMatchObject({ date: today, opens: '12:00', closes: '16:00' });

    // Removed: the weekday's hours apply again.
    expect((await removeDay('ST0001', today)).status).toBe(200);
    expect((await listed('en-us', 'ST0001')).specialDays.map((day) => day.date)).toEqual([tomorrow]);
    const again = await removeDay('ST0001', today);
    expect(again.status).toBe(404);
    expect(again.body.errorDetails[0]!.errorId).toBe('STR413');
    const removal = await api.database.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.action, 'store.special_day_remove'), eq(schema.auditLog.entityId, 'ST0001')),
      );
    expect(removal).toHaveLength(1);
    expect(removal[0]!.before).toMatchObject({ date: today, opens: '12:00' });
  });

  it('shows the reason in the shopper’s language, English when none was given', async () => {
    const montreal = (
      await api.call<StoreListResponse>({
        method: 'GET',
        url: '/api/consumers-v3/utilities/stores?locale=fr-ca',
      })
    ).body.stores[0]!;
    await setDay(montreal.id, dateIn(3), {
      opens: null,
      closes: null,
      reason: { en: 'Public holiday', fr: 'Jour férié' },
    });
    await setDay(montreal.id, dateIn(4), { opens: null, closes: null, reason: { en: 'Moving day' } });
    const french = await listed('fr-ca', montreal.id);
    expect(french.specialDays.map((day) => day.reason)).toEqual(['Jour férié', 'Moving day']);
    expect(french.specialDays[0]!.label).toMatch(/^[a-z]+ \d{1,2} [a-zéû]+$/);
    expect((await listed('en-ca', montreal.id)).specialDays[0]!.reason).toBe('Public holiday');
    // Beyond two weeks a special day is not shown yet.
    await setDay(montreal.id, dateIn(30), { opens: null, closes: null, reason: { en: 'Later' } });
    expect((await listed('en-ca', montreal.id)).specialDays).toHaveLength(2);
  });

  it('refuses bad days with the field named, and operators without the permission', async () => {
    const halfDay = await setDay('ST0002', tomorrow, { opens: '10:00', closes: null, reason: { en: 'x' } });
    expect(halfDay.status).toBe(400);
    expect(halfDay.body.errorDetails[0]).toMatchObject({ errorId: 'STR400', field: 'body.closes' });
    const backwards = await setDay('ST0002', tomorrow, {
      opens: '14:00',
      closes: '10:00',
      reason: { en: 'x' },
    });
    expect(backwards.body.errorDetails[0]).toMatchObject({ errorId: 'STR400', field: 'body.closes' });
    const noReason = await setDay('ST0002', tomorrow, { opens: null, closes: null, reason: { en: ' ' } });
    expect(noReason.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.reason.en' });
    const past = await setDay('ST0002', dateIn(-10), { opens: null, closes: null, reason: { en: 'Past' } });
    expect(past.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.date' });
    const notADate = await setDay('ST0002', '2027-02-30', { opens: null, closes: null, reason: { en: 'x' } });
    expect(notADate.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.date' });
    const unknown = await setDay('ST9999', tomorrow, { opens: null, closes: null, reason: { en: 'x' } });
    expect(unknown.body.errorDetails[0]!.errorId).toBe('STR404');
    expect((await listed('en-us', 'ST0002')).specialDays).toEqual([]);

    const fulfilment = await newOperator(api, 'fulfilment');
    const { cookie } = await adminSignIn(api, fulfilment.email, fulfilment.password);
    const refused = await setDay(
      'ST0002',
      tomorrow,
      { opens: null, closes: null, reason: { en: 'x' } },
      cookie!,
    );
    expect(refused.status).toBe(403);
    const merchandiser = await newOperator(api, 'merchandiser');
    const signedIn = await adminSignIn(api, merchandiser.email, merchandiser.password);
    const allowed = await setDay(
      'ST0002',
      tomorrow,
      { opens: null, closes: null, reason: { en: 'Flood' } },
      signedIn.cookie!,
    );
    expect(allowed.status).toBe(200);
  });
});
