import type {
  AdminAssociate,
  AdminEmployee,
  AdminStore,
  StoreListResponse,
  StoreSearchResponse,
} from '@ridgeline/contracts';
import { and, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { altcha, createTestApi, pkce, registered, type TestApi } from './helpers.ts';

let api: TestApi;
let owner: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await signedInOwner(api)).cookie;
});
afterAll(() => api.close());

type StoreReply = AdminStore & AdminFailure;
const storeRequest = (store: AdminStore) => {
  const { storeId: _id, active: _active, ...request } = store;
  return request;
};
const getStore = async (storeId: string) =>
  (await adminCall<StoreReply>(api, 'GET', `/api/admin/v1/stores/${storeId}`, owner)).body;
const publicStores = async (locale = 'en-us') =>
  (
    await api.call<StoreListResponse>({
      method: 'GET',
      url: `/api/consumers-v3/utilities/stores?locale=${locale}`,
    })
  ).body.stores;
const nearby = async (path: 'search' | 'collectionPoints', postalCode: string) =>
  (
    await api.call<StoreSearchResponse>({
      method: 'POST',
      url: `/api/stores/v1/${path}?locale=en-us`,
      body: { postalCode },
    })
  ).body.stores;

describe('stores in the back-office', () => {
  it("the owner edits a store's hours: the public stores API shows them at once, audited before and after", async () => {
    const soho = await getStore('ST0001');
    expect(soho).toMatchObject({ name: 'Ridgeline SoHo', active: true });
    const hours = [...soho.hours];
    hours[0] = { opens: null, closes: null };
    hours[6] = { opens: '08:30', closes: '22:00' };
    const saved = await adminCall<StoreReply>(api, 'PUT', '/api/admin/v1/stores/ST0001', owner, {
      ...storeRequest(soho),
      phone: '+1 212-555-0199',
      hours,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.hours[6]).toEqual({ opens: '08:30', closes: '22:00' });

    const shown = (await publicStores()).find((s) => s.id === 'ST0001')!;
    expect(shown.phone).toBe('+1 212-555-0199');
    expect(shown.openingHours[0]).toMatchObject({ label: 'Sunday', opens: null, closes: null });
    expect(shown.openingHours[6]).toMatchObject({ label: 'Saturday', opens: '08:30', closes: '22:00' });

    const [entry] = await api.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'store.update'), eq(schema.auditLog.entityId, 'ST0001')));
    expect(entry!.before).toMatchObject({ phone: '+1 212-555-0142', hours: soho.hours });
    expect(entry!.after).toMatchObject({ phone: '+1 212-555-0199', hours });
  });

  it('refuses hours that close before they open, or half a day, with STR400 naming the field; nothing changes', async () => {
    const boston = await getStore('ST0002');
    const early = [...boston.hours];
    early[2] = { opens: '18:00', closes: '09:00' };
    const refused = await adminCall<StoreReply>(api, 'PUT', '/api/admin/v1/stores/ST0002', owner, {
      ...storeRequest(boston),
      hours: early,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorDetails[0]).toMatchObject({ errorId: 'STR400', field: 'body.hours.2.closes' });
    expect(refused.body.errorDetails[0]!.message).toContain('close after it opens');

    const half = [...boston.hours];
    half[3] = { opens: '10:00', closes: null };
    const halfDay = await adminCall<StoreReply>(api, 'PUT', '/api/admin/v1/stores/ST0002', owner, {
      ...storeRequest(boston),
      hours: half,
    });
    expect(halfDay.body.errorDetails[0]).toMatchObject({ errorId: 'STR400', field: 'body.hours.3.closes' });

    const badTime = [...boston.hours];
    badTime[1] = { opens: '25:00', closes: '26:00' };
    const malformed = await adminCall<StoreReply>(api, 'PUT', '/api/admin/v1/stores/ST0002', owner, {
      ...storeRequest(boston),
      hours: badTime,
      postalCode: 'ABCDE',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorDetails[0]!.errorId).toBe('REQ400');
    expect(await getStore('ST0002')).toEqual(boston);
  });

  it('creates a store with the next id, shown in the locator; a deactivated store disappears from the locator and pickup options', async () => {
    const created = await adminCall<StoreReply>(api, 'POST', '/api/admin/v1/stores', owner, {
      siteId: 'us',
      name: 'Ridgeline Flatiron',
      addressLine1: '200 Fifth Avenue',
      city: 'New York',
      province: 'NY',
      postalCode: '10010',
      countryCode: 'US',
      phone: '+1 212-555-0111',
      latitude: 40.7411,
      longitude: -73.9897,
      isPickupPoint: true,
      hours: Array.from({ length: 7 }, () => ({ opens: '10:00', closes: '19:00' })),
    });
    expect(created.status).toBe(201);
    expect(created.body.storeId).toMatch(/^ST\d{4}$/);
    const storeId = created.body.storeId;
    expect((await nearby('search', '10001')).map((s) => s.id)).toContain(storeId);
    expect((await nearby('collectionPoints', '10001')).map((s) => s.id)).toContain(storeId);

    const off = await adminCall<StoreReply>(api, 'PUT', `/api/admin/v1/stores/${storeId}/active`, owner, {
      active: false,
    });
    expect(off.body.active).toBe(false);
    expect((await nearby('search', '10001')).map((s) => s.id)).not.toContain(storeId);
    expect((await nearby('collectionPoints', '10001')).map((s) => s.id)).not.toContain(storeId);
    expect((await publicStores()).map((s) => s.id)).not.toContain(storeId);
    const employees = await api.call<AdminFailure>({
      method: 'GET',
      url: `/api/consumers-v3/utilities/stores/${storeId}/employees`,
    });
    expect(employees.body.errorDetails[0]!.errorId).toBe('STR404');
    // Still in the back-office's list, and back in the locator once reactivated.
    const inactive = await adminCall<{ items: AdminStore[] }>(
      api,
      'GET',
      '/api/admin/v1/stores?status=inactive',
      owner,
    );
    expect(inactive.body.items.map((s) => s.storeId)).toEqual([storeId]);
    await adminCall(api, 'PUT', `/api/admin/v1/stores/${storeId}/active`, owner, { active: true });
    expect((await nearby('search', '10001')).map((s) => s.id)).toContain(storeId);
    const actions = await api.database.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, storeId));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'store.create',
      'store.deactivate',
      'store.reactivate',
    ]);
  });

  it('refuses without a session (401), for a consumer token (401) and for a role without the permission (403)', async () => {
    const none = await adminCall(api, 'GET', '/api/admin/v1/stores', null);
    expect(none.status).toBe(401);
    expect(none.body.errorDetails[0]!.errorId).toBe('ADM401');
    const { session } = await registered(api);
    const consumer = await api.call<AdminFailure>({
      method: 'PUT',
      url: '/api/admin/v1/stores/ST0001/active',
      token: session.accessToken,
      body: { active: false },
    });
    expect(consumer.status).toBe(401);
    const editor = await newOperator(api, 'content-editor');
    const editorCookie = (await adminSignIn(api, editor.email, editor.password)).cookie;
    const refused = await adminCall(api, 'PUT', '/api/admin/v1/stores/ST0001/active', editorCookie, {
      active: false,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorDetails[0]).toMatchObject({ errorId: 'ADM403', permission: 'stores:write' });
    expect((await getStore('ST0001')).active).toBe(true);
    // A merchandiser edits stores, but not the staff.
    const merchandiser = await newOperator(api, 'merchandiser');
    const merchandiserCookie = (await adminSignIn(api, merchandiser.email, merchandiser.password)).cookie;
    expect((await adminCall(api, 'GET', '/api/admin/v1/stores', merchandiserCookie)).status).toBe(200);
    const staff = await adminCall(api, 'GET', '/api/admin/v1/employees', merchandiserCookie);
    expect(staff.body.errorDetails[0]).toMatchObject({ errorId: 'ADM403', permission: 'staff:manage' });
  });
});

describe('employees and associates', () => {
  async function agentLogin(email: string, password: string, storeId: string, storeEmployeeId: string) {
    const { codeChallenge } = pkce();
    return api.call<AdminFailure & { authorizationCode: string }>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/agent/login',
      body: { username: email, password, codeChallenge, altcha: await altcha(api), storeId, storeEmployeeId },
    });
  }

  it('makes a consumer an employee, an associate of a store who can then sell there, and removes both; audited', async () => {
    const person = await registered(api);
    const notYet = await adminCall<AdminAssociate & AdminFailure>(
      api,
      'POST',
      '/api/admin/v1/stores/ST0003/associates',
      owner,
      {
        email: person.email,
        storeEmployeeId: 'A3901',
      },
    );
    expect(notYet.status).toBe(409);
    expect(notYet.body.errorDetails[0]!.errorId).toBe('STR412');

    const employee = await adminCall<AdminEmployee & AdminFailure>(
      api,
      'POST',
      '/api/admin/v1/employees',
      owner,
      {
        email: person.email,
        currency: 'USD',
        annualLimit: 120_000,
      },
    );
    expect(employee.status).toBe(200);
    expect(employee.body).toMatchObject({ email: person.email, annualLimit: 120_000, termsAccepted: false });
    const listed = await adminCall<{ items: AdminEmployee[] }>(
      api,
      'GET',
      `/api/admin/v1/employees?q=${encodeURIComponent(person.email)}`,
      owner,
    );
    expect(listed.body.items.map((e) => e.customerId)).toEqual([employee.body.customerId]);

    const associate = await adminCall<AdminAssociate & AdminFailure>(
      api,
      'POST',
      '/api/admin/v1/stores/ST0003/associates',
      owner,
      {
        email: person.email,
        storeEmployeeId: 'A3901',
      },
    );
    expect(associate.status).toBe(201);
    const taken = await adminCall(api, 'POST', '/api/admin/v1/stores/ST0003/associates', owner, {
      email: person.email,
      storeEmployeeId: 'A3901',
    });
    expect(taken.body.errorDetails[0]!.errorId).toBe('STR410');
    expect((await agentLogin(person.email, person.password, 'ST0003', 'A3901')).status).toBe(200);
    // The associate id is this account's: another employee cannot sell under it.
    const other = await agentLogin('employee@ridgeline.test', 'RidgelineStaff1', 'ST0003', 'A3901');
    expect(other.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.storeEmployeeId' });

    const removed = await adminCall(api, 'DELETE', '/api/admin/v1/stores/ST0003/associates/A3901', owner);
    expect(removed.status).toBe(200);
    expect((await agentLogin(person.email, person.password, 'ST0003', 'A3901')).status).toBe(400);
    const gone = await adminCall(api, 'DELETE', '/api/admin/v1/stores/ST0003/associates/A3901', owner);
    expect(gone.body.errorDetails[0]!.errorId).toBe('STR411');

    const ended = await adminCall(
      api,
      'DELETE',
      `/api/admin/v1/employees/${employee.body.customerId}`,
      owner,
    );
    expect(ended.status).toBe(200);
    const [shopper] = await api.database.db
      .select()
      .from(schema.shoppers)
      .where(eq(schema.shoppers.id, employee.body.customerId));
    expect(shopper!.consumerType).toBe('REGISTERED');
    const actions = await api.database.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.actorType, 'operator'));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['employee.add', 'associate.add', 'associate.remove', 'employee.remove']),
    );
  });

  it('lists the sites with their locales, currency and country from the one table of sites', async () => {
    const sites = await adminCall<{
      items: { siteId: string; locales: string[]; currency: string; country: string; activeStores: number }[];
    }>(api, 'GET', '/api/admin/v1/sites', owner);
    expect(sites.body.items.map((s) => [s.siteId, s.currency, s.country, s.locales])).toEqual([
      ['us', 'USD', 'US', ['en-us']],
      ['ca', 'CAD', 'CA', ['en-ca', 'fr-ca']],
      ['gb', 'GBP', 'GB', ['en-gb']],
      ['eu', 'EUR', 'DE', ['de-de', 'fr-fr']],
    ]);
    expect(sites.body.items.every((s) => s.activeStores > 0)).toBe(true);
  });
});
