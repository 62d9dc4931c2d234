import {
  createForwardingEventProcessor,
  createInstance,
  createStaticProjectConfigManager,
  type EventDispatcher,
  type LogEvent,
} from '@optimizely/optimizely-sdk';
import { type AdminExperiment, type AdminExperimentResults, newVisitorId } from '@ridgeline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let owner: string;
let merchandiser: string;
let contentEditor: string;

beforeAll(async () => {
  api = await createTestApi({ seed: false });
  owner = (await signedInOwner(api)).cookie;
  const signedIn = async (role: 'merchandiser' | 'content-editor') => {
    const operator = await newOperator(api, role);
    return (await adminSignIn(api, operator.email, operator.password)).cookie!;
  };
  merchandiser = await signedIn('merchandiser');
  contentEditor = await signedIn('content-editor');
});
afterAll(() => api.close());

const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, as: string | null, body?: unknown) =>
  adminCall<T & AdminFailure>(api, method, `/api/admin/v1${url}`, as, body);

const datafile = (headers: Record<string, string> = {}) =>
  api.call<Record<string, unknown> & { revision: string }>({
    method: 'GET',
    url: '/api/experiments/v1/datafile.json',
    headers,
  });

/** An SDK client on the data file, its event batches collected instead of sent. */
async function sdkOn(body: unknown) {
  const sent: LogEvent[] = [];
  const dispatcher: EventDispatcher = {
    dispatchEvent: async (event) => {
      sent.push(event);
      return { statusCode: 200 };
    },
  };
  const client = createInstance({
    projectConfigManager: createStaticProjectConfigManager({ datafile: JSON.stringify(body) }),
    eventProcessor: createForwardingEventProcessor(dispatcher),
  });
  await client.onReady({ timeout: 5000 });
  return { client, sent };
}

describe('experiments in the back-office', () => {
  let hero: AdminExperiment;
  let audienceId: string;

  it('creates an audience with every match type, a flag and an experiment; the data file revision follows', async () => {
    const before = (await datafile()).body.revision;
    const audience = await call<{ id: string }>('POST', '/experiments/audiences', merchandiser, {
      name: 'Returning mobile',
      conditions: [
        'and',
        { type: 'custom_attribute', name: 'device', match: 'exact', value: 'mobile' },
        [
          'or',
          { type: 'custom_attribute', name: 'visits', match: 'ge', value: 2 },
          { type: 'custom_attribute', name: 'appVersion', match: 'semver_ge', value: '2.1.0' },
          { type: 'custom_attribute', name: 'referrer', match: 'substring', value: 'mail' },
          { type: 'custom_attribute', name: 'loyaltyId', match: 'exists' },
        ],
      ],
    });
    expect(audience.status).toBe(201);
    audienceId = audience.body.id;
    const flag = await call('POST', '/experiments/flags', merchandiser, {
      key: 'new_checkout',
      variables: [
        { key: 'headline', type: 'string', defaultValue: 'Welcome' },
        { key: 'maxItems', type: 'integer', defaultValue: '5' },
        { key: 'layout', type: 'json', defaultValue: '{"columns":2}' },
      ],
      rollout: { audienceIds: [], percentage: 100, enabled: true },
    });
    expect(flag.status).toBe(201);
    const created = await call<AdminExperiment>('POST', '/experiments', merchandiser, {
      key: 'hero_banner',
      trafficAllocation: 100,
      variations: [
        { key: 'control', weight: 50 },
        { key: 'bold', weight: 50 },
      ],
      metrics: ['purchase'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ key: 'hero_banner', status: 'not_started', trafficAllocation: 100 });
    hero = created.body;
    expect(Number((await datafile()).body.revision)).toBeGreaterThanOrEqual(Number(before) + 3);

    const listed = await call<{ experiments: AdminExperiment[] }>('GET', '/experiments', owner);
    expect(listed.body.experiments.map((experiment) => experiment.key)).toContain('hero_banner');
  });

  it('refuses bad input with its errorId: weights, duplicate key, unknown audience, bad variable, bad transition', async () => {
    const base = {
      key: 'other',
      trafficAllocation: 50,
      variations: [
        { key: 'a', weight: 50 },
        { key: 'b', weight: 40 },
      ],
    };
    const weights = await call('POST', '/experiments', merchandiser, base);
    expect(weights.status).toBe(400);
    expect(weights.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.variations' });

    const even = {
      ...base,
      variations: [
        { key: 'a', weight: 50 },
        { key: 'b', weight: 50 },
      ],
    };
    const taken = await call('POST', '/experiments', merchandiser, { ...even, key: 'hero_banner' });
    expect(taken.status).toBe(409);
    expect(taken.body.errorDetails[0]!.errorId).toBe('EXP409');

    const unknown = await call('POST', '/experiments', merchandiser, { ...even, audienceIds: ['12345'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorDetails[0]).toMatchObject({ errorId: 'EXP422' });
    expect(unknown.body.errorDetails[0]!.message).toContain('12345');

    const badMatch = await call('POST', '/experiments/audiences', merchandiser, {
      name: 'Bad',
      conditions: ['and', { type: 'custom_attribute', name: 'x', match: 'regex', value: '.*' }],
    });
    expect(badMatch.status).toBe(400);
    expect(badMatch.body.errorDetails[0]!.errorId).toBe('REQ400');

    const badVariable = await call('POST', '/experiments/flags', merchandiser, {
      key: 'bad_flag',
      variables: [{ key: 'n', type: 'integer', defaultValue: 'five' }],
      rollout: { audienceIds: [], percentage: 10, enabled: true },
    });
    expect(badVariable.status).toBe(400);
    expect(badVariable.body.errorDetails[0]!.errorId).toBe('REQ400');

    const pause = await call('POST', `/experiments/${hero.id}/pause`, merchandiser, {});
    expect(pause.status).toBe(409);
    expect(pause.body.errorDetails[0]!.errorId).toBe('EXP410');

    const missing = await call('GET', '/experiments/999', merchandiser);
    expect(missing.status).toBe(404);
    expect(missing.body.errorDetails[0]!.errorId).toBe('EXP404');
  });

  it('lets only experiments:write change experiments, and audits each change', async () => {
    const refused = await call('POST', '/experiments', contentEditor, {});
    expect(refused.status).toBe(403);
    expect(refused.body.errorDetails[0]!.permission).toBe('experiments:write');
    const anonymous = await call('GET', '/experiments', null);
    expect(anonymous.status).toBe(401);

    const updated = await call<AdminExperiment>('PUT', `/experiments/${hero.id}`, merchandiser, {
      key: 'hero_banner',
      trafficAllocation: 100,
      variations: [
        { key: 'control', weight: 50 },
        { key: 'bold', weight: 50 },
      ],
      audienceIds: [],
      metrics: ['purchase'],
    });
    expect(updated.status).toBe(200);
    // Variations keep their ids while their keys stay: visitors keep their bucket.
    expect(updated.body.variations.map((v) => v.id)).toEqual(hero.variations.map((v) => v.id));
    const started = await call<AdminExperiment>('POST', `/experiments/${hero.id}/start`, merchandiser, {});
    expect(started.body.status).toBe('running');

    const audit = await call<{ items: { action: string; entityId: string }[] }>(
      'GET',
      `/audit?entityType=experiment&entityId=${hero.id}`,
      owner,
    );
    expect(audit.body.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['experiment.create', 'experiment.update', 'experiment.start']),
    );
  });

  describe('the data file', () => {
    it("is a version 4 data file Optimizely's SDK accepts, buckets visitors with and decides flags", async () => {
      const { body, headers, status } = await datafile();
      expect(status).toBe(200);
      expect(body).toMatchObject({
        version: '4',
        accountId: expect.any(String),
        projectId: expect.any(String),
      });
      for (const field of [
        'experiments',
        'groups',
        'rollouts',
        'featureFlags',
        'audiences',
        'typedAudiences',
        'attributes',
        'events',
        'integrations',
      ])
        expect(Array.isArray(body[field]), field).toBe(true);
      expect(headers.etag).toBe(`"r${body.revision}"`);
      expect(headers['last-modified']).toBeTruthy();

      const { client, sent } = await sdkOn(body);
      const variation = client.activate('hero_banner', 'vuid_0123456789abcdef');
      expect(['control', 'bold']).toContain(variation);
      const user = client.createUserContext('vuid_0123456789abcdef', { device: 'mobile' });
      const decision = user!.decide('new_checkout');
      expect(decision.enabled).toBe(true);
      expect(decision.variables).toMatchObject({ headline: 'Welcome', maxItems: 5, layout: { columns: 2 } });
      await client.close();
      expect(sent.length).toBeGreaterThan(0);
      expect(sent[0]!.params).toMatchObject({ account_id: body.accountId, project_id: body.projectId });
    });

    it('answers 304 to If-None-Match and If-Modified-Since while nothing changes, 200 after a change', async () => {
      const first = await datafile();
      const etag = String(first.headers.etag);
      const lastModified = String(first.headers['last-modified']);
      expect((await datafile({ 'if-none-match': etag })).status).toBe(304);
      expect((await datafile({ 'if-modified-since': lastModified })).status).toBe(304);
      const mirrored = await api.call({
        method: 'GET',
        url: `/api/experiments/v1/datafiles/${String(first.body.projectId)}.json`,
      });
      expect(mirrored.status).toBe(200);

      await call('PUT', `/experiments/audiences/${audienceId}`, merchandiser, {
        name: 'Returning mobile',
        conditions: { type: 'custom_attribute', name: 'device', match: 'exact', value: 'tablet' },
      });
      const after = await datafile({ 'if-none-match': etag });
      expect(after.status).toBe(200);
      expect(Number(after.body.revision)).toBe(Number(first.body.revision) + 1);
    });

    it('splits 2,000 new visitor ids about evenly between two 50/50 variations', async () => {
      const { client } = await sdkOn((await datafile()).body);
      const counts: Record<string, number> = {};
      for (let index = 0; index < 2000; index += 1) {
        const visitorId = newVisitorId();
        expect(visitorId).toMatch(/^vuid_[0-9a-f]{27}$/);
        const variation = client.getVariation('hero_banner', visitorId) ?? 'none';
        counts[variation] = (counts[variation] ?? 0) + 1;
      }
      await client.close();
      expect(Object.keys(counts).sort()).toEqual(['bold', 'control']);
      expect(Math.abs(counts.bold! - 1000)).toBeLessThan(100);
    });

    it('a paused experiment buckets no one', async () => {
      await call('POST', `/experiments/${hero.id}/pause`, merchandiser, {});
      const { client } = await sdkOn((await datafile()).body);
      expect(client.activate('hero_banner', 'vuid_0123456789abcdef')).toBeNull();
      await client.close();
      await call('POST', `/experiments/${hero.id}/start`, merchandiser, {});
    });
  });

  describe('the events log', () => {
    it("stores the SDK's own impression and purchase batches, and the results count them per variation", async () => {
      const { body } = await datafile();
      const { client, sent } = await sdkOn(body);
      const seen: Record<string, string> = {};
      for (let index = 0; index < 40; index += 1) {
        const visitor = `vuid_results${index}`;
        seen[visitor] = client.activate('hero_banner', visitor)!;
        if (index % 4 === 0) client.track('purchase', visitor, undefined, { revenue: 2500 });
      }
      await client.close();
      for (const event of sent) {
        const stored = await api.call<{ accepted: number }>({
          method: 'POST',
          url: '/api/experiments/v1/events',
          body: event.params,
        });
        expect(stored.status).toBe(200);
      }
      const results = await call<AdminExperimentResults>(
        'GET',
        `/experiments/${hero.id}/results`,
        merchandiser,
      );
      expect(results.status).toBe(200);
      const total = results.body.variations.reduce((sum, variation) => sum + variation.visitors, 0);
      expect(total).toBe(40);
      expect(results.body.variations.reduce((sum, variation) => sum + variation.conversions, 0)).toBe(10);
      expect(results.body.variations.reduce((sum, variation) => sum + variation.revenue, 0)).toBe(25000);
      const bold = results.body.variations.find((variation) => variation.key === 'bold')!;
      expect(bold.visitors).toBe(Object.values(seen).filter((key) => key === 'bold').length);
      expect(bold.pValue).toBeGreaterThan(0);
      expect(bold.pValue).toBeLessThanOrEqual(1);
    });

    it('refuses malformed batches and another project’s with a clear errorId', async () => {
      const malformed = await api.call<AdminFailure>({
        method: 'POST',
        url: '/api/experiments/v1/events',
        body: { account_id: '1', visitors: 'everyone' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.errorDetails[0]!.errorId).toBe('REQ400');

      const foreign = await api.call<AdminFailure>({
        method: 'POST',
        url: '/api/experiments/v1/events',
        body: {
          account_id: 'someone-else',
          project_id: 'theirs',
          client_name: 'test',
          client_version: '1',
          visitors: [
            { visitor_id: 'vuid_x', snapshots: [{ events: [{ key: 'purchase', timestamp: Date.now() }] }] },
          ],
        },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.errorDetails[0]!.errorId).toBe('EXP400');
    });
  });
});
