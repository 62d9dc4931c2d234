import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, PASSWORD, type TestApi, uniqueEmail } from './helpers.ts';

let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
  owner = await signedInOwner(api);
});
afterAll(() => api.close());

type Operator = { id: string; email: string; role: string; disabled: boolean };
type AuditPage = {
  items: {
    actorType: string;
    actorId: string;
    action: string;
    entityType: string;
    entityId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
};

const OPERATORS = '/api/admin/v1/operators';

describe('operator management (operators:manage)', () => {
  it('lets the owner create an operator who can then sign in', async () => {
    const email = uniqueEmail('editor');
    const created = await adminCall<Operator>(api, 'POST', OPERATORS, owner.cookie, {
      email,
      name: 'Edie Tor',
      role: 'content-editor',
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, role: 'content-editor', disabled: false });
    expect(JSON.stringify(created.body)).not.toContain('argon2');
    expect((await adminSignIn(api, email, PASSWORD)).status).toBe(200);
  });

  it('refuses a second operator with the same email in another case (ADM409)', async () => {
    const existing = await newOperator(api, 'fulfilment');
    const again = await adminCall(api, 'POST', OPERATORS, owner.cookie, {
      email: existing.email.toUpperCase(),
      name: 'Again',
      role: 'fulfilment',
      password: PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(again.body.errorDetails[0]!.errorId).toBe('ADM409');
  });

  it('applies the consumer password policy', async () => {
    const weak = await adminCall(api, 'POST', OPERATORS, owner.cookie, {
      email: uniqueEmail('weak'),
      name: 'Weak',
      role: 'fulfilment',
      password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errorDetails[0]!.errorId).toBe('FE872');
  });

  it('lists operators paged', async () => {
    const list = await adminCall<{ items: Operator[]; total: number; pageSize: number }>(
      api,
      'GET',
      `${OPERATORS}?page=1&pageSize=2`,
      owner.cookie,
    );
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(2);
    expect(list.body.total).toBeGreaterThanOrEqual(3);
  });

  it('changes a role, which takes effect at the next call', async () => {
    const operator = await newOperator(api, 'fulfilment');
    const { cookie } = await adminSignIn(api, operator.email, PASSWORD);
    expect((await adminCall(api, 'GET', '/api/admin/v1/audit', cookie)).status).toBe(403);
    const changed = await adminCall<Operator>(api, 'PUT', `${OPERATORS}/${operator.id}/role`, owner.cookie, {
      role: 'owner',
    });
    expect(changed.body.role).toBe('owner');
    expect((await adminCall(api, 'GET', '/api/admin/v1/audit', cookie)).status).toBe(200);
  });

  it('disabling ends the operator’s sessions at once; enabling lets them sign in again', async () => {
    const operator = await newOperator(api, 'customer-service');
    const { cookie } = await adminSignIn(api, operator.email, PASSWORD);
    const url = `${OPERATORS}/${operator.id}/disabled`;
    expect((await adminCall<Operator>(api, 'PUT', url, owner.cookie, { disabled: true })).body.disabled).toBe(
      true,
    );
    expect((await adminCall(api, 'GET', '/api/admin/v1/auth/me', cookie)).status).toBe(401);
    expect((await adminSignIn(api, operator.email, PASSWORD)).status).toBe(401);
    await adminCall(api, 'PUT', url, owner.cookie, { disabled: false });
    expect((await adminSignIn(api, operator.email, PASSWORD)).status).toBe(200);
  });

  it('resets a password: the old one and the old sessions stop working', async () => {
    const operator = await newOperator(api, 'merchandiser');
    const { cookie } = await adminSignIn(api, operator.email, PASSWORD);
    const reset = await adminCall(api, 'PUT', `${OPERATORS}/${operator.id}/password`, owner.cookie, {
      password: 'Basecamp2026new',
    });
    expect(reset.status).toBe(200);
    expect((await adminCall(api, 'GET', '/api/admin/v1/auth/me', cookie)).status).toBe(401);
    expect((await adminSignIn(api, operator.email, PASSWORD)).status).toBe(401);
    expect((await adminSignIn(api, operator.email, 'Basecamp2026new')).status).toBe(200);
  });

  it('never leaves the shop without an active owner (ADM410)', async () => {
    const solo = await createTestApi({ seed: false });
    try {
      const only = await signedInOwner(solo);
      for (const [url, body] of [
        [`${OPERATORS}/${only.owner.id}/role`, { role: 'fulfilment' }],
        [`${OPERATORS}/${only.owner.id}/disabled`, { disabled: true }],
      ] as const) {
        const refused = await adminCall(solo, 'PUT', url, only.cookie, body);
        expect(refused.status).toBe(409);
        expect(refused.body.errorDetails[0]!.errorId).toBe('ADM410');
      }
    } finally {
      await solo.close();
    }
  });

  it('answers ADM404 for an unknown operator and REQ400 for a malformed id', async () => {
    const unknown = await adminCall(
      api,
      'GET',
      `${OPERATORS}/00000000-0000-4000-8000-000000000000`,
      owner.cookie,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('ADM404');
    const malformed = await adminCall(api, 'PUT', `${OPERATORS}/nope/role`, owner.cookie, { role: 'owner' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.operatorId' });
  });
});

describe('permissions', () => {
  it('refuses operator management to a fulfilment operator with 403 ADM403 naming the permission', async () => {
    const operator = await newOperator(api, 'fulfilment');
    const { cookie } = await adminSignIn(api, operator.email, PASSWORD);
    for (const [method, url, body] of [
      ['GET', OPERATORS, undefined],
      ['POST', OPERATORS, { email: uniqueEmail(), name: 'X', role: 'owner', password: PASSWORD }],
      ['PUT', `${OPERATORS}/${operator.id}/role`, { role: 'owner' }],
    ] as const) {
      const refused = await adminCall<AdminFailure>(api, method, url, cookie, body);
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.errorDetails[0]).toMatchObject({
        errorId: 'ADM403',
        permission: 'operators:manage',
      });
    }
    const me = await adminCall<{ role: string }>(api, 'GET', '/api/admin/v1/auth/me', cookie);
    expect(me.body.role).toBe('fulfilment');
  });
});

describe('audit log', () => {
  it('records each change with who, when, before and after, never the password hash', async () => {
    const email = uniqueEmail('audited');
    const created = await adminCall<Operator>(api, 'POST', OPERATORS, owner.cookie, {
      email,
      name: 'Audited',
      role: 'fulfilment',
      password: PASSWORD,
    });
    const id = created.body.id;
    await adminCall(api, 'PUT', `${OPERATORS}/${id}/role`, owner.cookie, { role: 'merchandiser' });
    await adminCall(api, 'PUT', `${OPERATORS}/${id}/disabled`, owner.cookie, { disabled: true });
    await adminCall(api, 'PUT', `${OPERATORS}/${id}/password`, owner.cookie, { password: 'Basecamp2026new' });

    const trail = await adminCall<AuditPage>(
      api,
      'GET',
      `/api/admin/v1/audit?entityType=operator&entityId=${id}`,
      owner.cookie,
    );
    expect(trail.status).toBe(200);
    expect(trail.body.items.map((e) => e.action)).toEqual([
      'operator.password_reset',
      'operator.disable',
      'operator.role_change',
      'operator.create',
    ]);
    for (const entry of trail.body.items) {
      expect(entry).toMatchObject({ actorType: 'operator', actorId: owner.owner.id, entityId: id });
      expect(entry).toHaveProperty('createdAt');
    }
    const [reset, disable, role, create] = trail.body.items;
    expect(create!.before).toBeNull();
    expect(create!.after).toMatchObject({ email, role: 'fulfilment', disabled: false });
    expect(role!.before).toMatchObject({ role: 'fulfilment' });
    expect(role!.after).toMatchObject({ role: 'merchandiser' });
    expect(disable!.after).toMatchObject({ disabled: true });
    expect(reset!.before!.passwordChangedAt).not.toEqual(reset!.after!.passwordChangedAt);
    expect(JSON.stringify(trail.body)).not.toMatch(/argon2|passwordHash|Basecamp/);
  });

  it('records failed sign-ins on an operator, up to the one that locks, but not attempts on unknown emails', async () => {
    const target = await newOperator(api, 'fulfilment');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await adminSignIn(api, target.email, 'not-the-password')).status).toBe(attempt < 4 ? 401 : 423);
    }
    const stranger = uniqueEmail('nobody');
    expect((await adminSignIn(api, stranger, 'guessing')).status).toBe(401);

    const trail = await adminCall<AuditPage>(
      api,
      'GET',
      `/api/admin/v1/audit?entityType=operator&entityId=${target.id}`,
      owner.cookie,
    );
    const failures = trail.body.items.filter((e) => e.action === 'operator.sign_in_failed');
    expect(failures).toHaveLength(5);
    expect(failures.map((e) => e.after)).toEqual([
      { reason: 'password', locked: true },
      ...Array.from({ length: 4 }, () => ({ reason: 'password', locked: false })),
    ]);
    const everything = await adminCall<AuditPage>(
      api,
      'GET',
      '/api/admin/v1/audit?pageSize=100',
      owner.cookie,
    );
    expect(JSON.stringify(everything.body)).not.toContain(stranger);
  });

  it('searches per operator, paged', async () => {
    const first = await adminCall<AuditPage>(
      api,
      'GET',
      `/api/admin/v1/audit?actorType=operator&actorId=${owner.owner.id}&pageSize=2`,
      owner.cookie,
    );
    expect(first.body.items).toHaveLength(2);
    expect(first.body.total).toBeGreaterThan(2);
    expect(first.body.items.every((e) => e.actorId === owner.owner.id)).toBe(true);
    const second = await adminCall<AuditPage>(
      api,
      'GET',
      `/api/admin/v1/audit?actorType=operator&actorId=${owner.owner.id}&pageSize=2&page=2`,
      owner.cookie,
    );
    expect(second.body.items).toHaveLength(2);
    expect(second.body.items[0]).not.toEqual(first.body.items[0]);
  });

  it('shows the operator command as cli:<user>', async () => {
    const made = await newOperator(api, 'fulfilment');
    const trail = await adminCall<AuditPage>(
      api,
      'GET',
      `/api/admin/v1/audit?entityType=operator&entityId=${made.id}`,
      owner.cookie,
    );
    expect(trail.body.items[0]).toMatchObject({
      actorType: 'cli',
      actorId: 'cli:test',
      action: 'operator.create',
    });
  });
});
