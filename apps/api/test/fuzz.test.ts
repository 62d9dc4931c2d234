import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isErrorId } from '@ridgeline/contracts';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, inStockVariant, newCart, type TestApi } from './helpers.ts';

/**
 * Drives every operation of the OpenAPI document (/api/docs) with requests generated from its own JSON
 * schemas: valid ones with and without a guest token, then malformed ones (wrong types, NUL bytes,
 * overlong strings, bad percent-encoding, long path parameters, oversized bodies and headers). No answer
 * may be a 5xx, and every error under /api and /gateway must be the error envelope. A fixed seed and a
 * few requests per operation keep it deterministic and quick.
 */

// FUZZ_SEED explores other inputs (a failure names the request to replay); npm test uses the fixed one.
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_513);
const VALID_SAMPLES = 2;

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

interface Operation {
  method: string;
  /** The path template of the document, e.g. /cart/v1/cart/{basketId}. */
  template: string;
  parameters: Parameter[];
  body: Schema | undefined;
}

interface Generated {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

interface Sent {
  label: string;
  status: number;
  contentType: string;
  text: string;
}

// Values from the seeded shop, mixed into generated requests so that they reach past the "not found" checks.
const known: Record<string, unknown[]> = {};

function stringArbitrary(schema: Schema, name: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? min + 24, min + 40);
  let generated: fc.Arbitrary<string>;
  if (schema.format === 'uuid') generated = fc.uuid();
  else if (schema.pattern) {
    try {
      generated = fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      generated = fc.string({ minLength: min, maxLength: max });
    }
  } else if (/email/i.test(name)) {
    generated = fc.emailAddress();
  } else {
    generated = fc.oneof(
      fc.string({ minLength: min, maxLength: max }),
      fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
    );
  }
  const values = known[name] as string[] | undefined;
  return values?.length ? fc.oneof(fc.constantFrom(...values), generated) : generated;
}

function arbitrary(schema: Schema | undefined, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => arbitrary(variant, name, depth + 1)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitrary({ ...schema, type }, name, depth + 1)));
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer': {
      const generated = fc.integer({
        min: Math.max(schema.minimum ?? -5, -1_000_000),
        max: Math.min(schema.maximum ?? 1_000, 1_000_000),
      });
      const values = known[name] as number[] | undefined;
      return values?.length ? fc.oneof(fc.constantFrom(...values), generated) : generated;
    }
    case 'number':
      return fc.double({
        min: Math.max(schema.minimum ?? -1_000, -1e6),
        max: Math.min(schema.maximum ?? 1_000, 1e6),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(arbitrary(schema.items, name, depth + 1), {
        minLength,
        maxLength: Math.min(schema.maxItems ?? minLength + 2, minLength + 2),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0 && typeof schema.additionalProperties === 'object') {
        return fc.dictionary(
          schema.propertyNames ? stringArbitrary(schema.propertyNames, '') : fc.string({ maxLength: 10 }),
          arbitrary(schema.additionalProperties, '', depth + 1),
          { maxKeys: 3 },
        );
      }
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const key of keys) record[key] = arbitrary(properties[key], key, depth + 1);
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }) {
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const body = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        template,
        parameters: (operation.parameters as Parameter[] | undefined) ?? [],
        body,
      });
    }
  }
  return operations;
}

function requestArbitrary(operation: Operation): fc.Arbitrary<Generated> {
  const group = (where: Parameter['in']) => {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    for (const parameter of operation.parameters.filter((p) => p.in === where)) {
      record[parameter.name] = arbitrary(parameter.schema, parameter.name);
      if (parameter.required || where === 'path') required.push(parameter.name);
    }
    return fc.record(record, { requiredKeys: required });
  };
  return fc.record({
    params: group('path'),
    query: group('query'),
    headers: group('header'),
    body: arbitrary(operation.body),
  });
}

const urlOf = (template: string) => (template.startsWith('/gateway/') ? template : `/api${template}`);

function buildUrl(operation: Operation, request: Generated, rawPath?: Record<string, string>) {
  let path = urlOf(operation.template);
  for (const [name, value] of Object.entries(request.params)) {
    const text = rawPath?.[name] ?? encodeURIComponent(String(value));
    // An empty segment would route elsewhere; the point is the parameter's own validation.
    path = path.replace(`{${name}}`, text === '' ? '-' : text);
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    // Lists go as the API reads them (comma-separated), anything else as text.
    search.set(
      name,
      Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : JSON.stringify(value),
    );
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function stringHeaders(values: Record<string, unknown>) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * The paths of every string in a value, from its place (["body", "a", "0", "b"]: the API names it
 * "body.a.0.b"). Kept as lists: a generated record key may itself hold a dot.
 */
function stringLeaves(value: unknown, ...prefix: string[]): string[][] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringLeaves(item, ...prefix, String(index)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, ...prefix, key));
  }
  return [];
}

function replaceAt(value: unknown, path: string[], replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    return value.map((item, index) => (String(index) === head ? replaceAt(item, rest, replace) : item));
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replace) };
}

/** Every value of the schema's type swapped for another type: numbers for strings, strings for the rest. */
function wrongTypes(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number' || typeof value === 'boolean') return 'not-a-number';
  if (Array.isArray(value)) return { 0: value.map(wrongTypes) };
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wrongTypes(item)]));
  }
  return ['unexpected'];
}

const overlong = (value: unknown, nested = false): unknown => {
  if (typeof value === 'string') return 'x'.repeat(5_000);
  // The outermost lists grow long; the lists inside them keep their length, so that a schema of lists of
  // lists makes a body of megabytes (refused by the body limit), not one too long for a string.
  if (Array.isArray(value)) {
    return nested
      ? value.map((item) => overlong(item, true))
      : Array.from({ length: 300 }, () => overlong(value[0] ?? 'x', true));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, overlong(item, nested)]));
  }
  return value;
};

interface Envelope {
  errorDetails?: { errorId?: unknown; message?: unknown; field?: unknown }[];
  appId?: unknown;
  correlationId?: unknown;
}

function parsed(text: string): Envelope | undefined {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return undefined;
  }
}

/** What is wrong with an answer: a 5xx, or an error outside the envelope. */
function problems(sent: Sent): string[] {
  const found: string[] = [];
  if (sent.status >= 500) found.push(`${sent.status}`);
  if (sent.status >= 400) {
    const envelope = parsed(sent.text);
    const detail = envelope?.errorDetails?.[0];
    const ok =
      sent.contentType.includes('application/json') &&
      Array.isArray(envelope?.errorDetails) &&
      typeof detail?.errorId === 'string' &&
      isErrorId(detail.errorId) &&
      typeof detail.message === 'string' &&
      detail.message !== '' &&
      envelope?.appId === 'ridgeline-api' &&
      typeof envelope?.correlationId === 'string';
    if (!ok) found.push(`${sent.status} outside the envelope: ${sent.text.slice(0, 160)}`);
  }
  return found;
}

let api: TestApi;
let token: string;
let operations: Operation[];

async function inject(label: string, options: InjectOptions): Promise<Sent> {
  const response = await api.app.inject(options);
  // A server error names the request that caused it, so that it can be replayed.
  const request = `${options.url} ${String(options.payload ?? '').slice(0, 300)}`;
  return {
    label: response.statusCode >= 500 ? `${label} (${request})` : label,
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    text: response.body,
  };
}

function sendGenerated(
  label: string,
  operation: Operation,
  request: Generated,
  options: { token?: string; rawPath?: Record<string, string>; rawBody?: string; contentType?: string } = {},
) {
  const headers: Record<string, string> = {
    ...stringHeaders(request.headers),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  };
  const withBody = operation.body !== undefined || options.rawBody !== undefined;
  if (withBody) headers['content-type'] = options.contentType ?? 'application/json';
  return inject(`${label} ${operation.method} ${operation.template}`, {
    method: operation.method as InjectOptions['method'],
    url: buildUrl(operation, request, options.rawPath),
    headers,
    ...(withBody
      ? { payload: options.rawBody ?? JSON.stringify(request.body === undefined ? {} : request.body) }
      : {}),
  });
}

const samplesOf = (operation: Operation, index: number, count: number) =>
  fc.sample(requestArbitrary(operation), { seed: SEED + index, numRuns: count });

beforeAll(async () => {
  api = await createTestApi();
  const guest = await api.guest();
  token = guest.accessToken;
  const cart = await newCart(api, token);
  const { product, variant } = await inStockVariant(api);
  known.basketId = [cart.id];
  known.cartId = [cart.id];
  known.productId = [product.id];
  known.upc = [variant.upc];
  known.qty = [1];
  operations = operationsOf(api.app.swagger() as never);
});
afterAll(() => api.close());

describe('fuzzing every operation of the OpenAPI document', () => {
  it('covers the API and the test gateway', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.some((operation) => operation.template.startsWith('/gateway/'))).toBe(true);
  });

  it('answers generated valid requests, with and without a token, without a 5xx and with the envelope', async () => {
    const found: string[] = [];
    for (const [index, operation] of operations.entries()) {
      for (const request of samplesOf(operation, index, VALID_SAMPLES)) {
        for (const [label, withToken] of [
          ['guest', token],
          ['anonymous', undefined],
        ] as const) {
          const sent = await sendGenerated(label, operation, request, withToken ? { token: withToken } : {});
          for (const problem of problems(sent)) found.push(`${sent.label}: ${problem}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('answers malformed requests (wrong types, overlong strings, broken JSON, bad encoding) with 4xx envelopes', async () => {
    const found: string[] = [];
    for (const [index, operation] of operations.entries()) {
      const [request] = samplesOf(operation, index, 1) as [Generated];
      const sends: Promise<Sent>[] = [];
      sends.push(
        sendGenerated(
          'wrong types',
          operation,
          {
            ...request,
            query: wrongTypes(request.query) as Record<string, unknown>,
            body: wrongTypes(request.body),
          },
          { token },
        ),
      );
      sends.push(
        sendGenerated(
          'overlong',
          operation,
          {
            ...request,
            query: overlong(request.query) as Record<string, unknown>,
            headers: overlong(request.headers) as Record<string, unknown>,
            body: overlong(request.body),
          },
          { token },
        ),
      );
      if (operation.body) {
        sends.push(sendGenerated('broken JSON', operation, request, { token, rawBody: '{"cartId": "x", ' }));
        sends.push(sendGenerated('array body', operation, request, { token, rawBody: '[1,2,3]' }));
        sends.push(
          sendGenerated('text body', operation, request, {
            token,
            rawBody: 'hello',
            contentType: 'text/plain',
          }),
        );
        if (operation.template.startsWith('/gateway/')) {
          // The gateway's forms post url-encoded (the browser, not the storefront, sends them).
          const form = new URLSearchParams();
          for (const [key, value] of Object.entries((request.body ?? {}) as Record<string, unknown>)) {
            form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
          }
          form.set('returnUrl', '/fr-ca/caisse/paiement-réussi');
          sends.push(
            sendGenerated('form', operation, request, {
              rawBody: form.toString(),
              contentType: 'application/x-www-form-urlencoded',
            }),
          );
        }
      }
      const paramNames = Object.keys(request.params);
      if (paramNames.length > 0) {
        const name = paramNames[0]!;
        sends.push(
          sendGenerated('bad percent-encoding', operation, request, {
            token,
            rawPath: { [name]: '%E0%A4%A' },
          }),
        );
        sends.push(
          sendGenerated('long path parameter', operation, request, {
            token,
            rawPath: { [name]: 'a'.repeat(300) },
          }),
        );
      }
      sends.push(
        inject(`bad percent-encoding in the query ${operation.method} ${operation.template}`, {
          method: operation.method as InjectOptions['method'],
          url: `${buildUrl(operation, request)}${Object.keys(request.query).length ? '&' : '?'}locale=%E0%A4%A&q=%zz`,
          headers: { authorization: `Bearer ${token}` },
        }),
      );
      for (const sent of await Promise.all(sends)) {
        for (const problem of problems(sent)) found.push(`${sent.label}: ${problem}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('answers a NUL byte in any text field with REQ400 naming the field', async () => {
    const found: string[] = [];
    for (const [index, operation] of operations.entries()) {
      const [request] = samplesOf(operation, index, 1) as [Generated];
      const fields = [
        ...stringLeaves(request.body, 'body'),
        ...stringLeaves(request.query, 'querystring'),
        ...stringLeaves(request.params, 'params'),
      ];
      // One field of each place per operation, picked by the seed.
      const picked = new Map<string, string[]>();
      for (const [position, leaf] of fields.entries()) {
        const place = leaf[0]!;
        if (!picked.has(place) || (SEED + index + position) % 3 === 0) picked.set(place, leaf);
      }
      for (const leaf of picked.values()) {
        const [place, ...path] = leaf as [string, ...string[]];
        const field = leaf.join('.');
        const withNul = (old: unknown) => `${Array.from(String(old)).slice(0, 8).join('')}\u0000x`;
        const mutated: Generated = {
          ...request,
          body: place === 'body' ? replaceAt(request.body, path, withNul) : request.body,
          query: place === 'querystring' ? (replaceAt(request.query, path, withNul) as never) : request.query,
          params: place === 'params' ? (replaceAt(request.params, path, withNul) as never) : request.params,
        };
        const sent = await sendGenerated(`NUL in ${field}`, operation, mutated, { token });
        for (const problem of problems(sent)) found.push(`${sent.label}: ${problem}`);
        const detail = sent.status === 400 ? parsed(sent.text)?.errorDetails?.[0] : undefined;
        // A list in the query travels as one comma-separated parameter, named as such.
        const named = place === 'querystring' ? `${place}.${path[0]}` : field;
        if (detail?.errorId !== 'REQ400' || detail.field !== named) {
          found.push(`${sent.label}: ${sent.status} ${sent.text.slice(0, 160)}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

/** A raw HTTP/1.1 exchange with the listening server, for what inject() never reaches (Node's parser). */
function raw(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            label: `${options.method ?? 'GET'} ${options.path.slice(0, 60)}`,
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            text,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

describe('what is refused before a route runs', () => {
  let port: number;
  beforeAll(async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    port = (api.app.server.address() as AddressInfo).port;
  });

  const errorIdOf = (sent: Sent) => parsed(sent.text)?.errorDetails?.[0]?.errorId;

  it('answers 20 kB of headers with 431 API431 in the envelope', async () => {
    const sent = await raw(port, { path: '/api/health', headers: { 'x-padding': 'a'.repeat(20_000) } });
    expect(problems(sent)).toEqual([]);
    expect(sent.status).toBe(431);
    expect(errorIdOf(sent)).toBe('API431');
  });

  it('answers a 1 MB body with 413 API413, and a 300-character path parameter with 414 API414', async () => {
    const body = JSON.stringify({ cartId: 'x', upc: 'y', qty: 1, note: 'n'.repeat(1_048_576) });
    const big = await raw(port, {
      method: 'POST',
      path: '/api/cart/v1/item',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    expect(problems(big)).toEqual([]);
    expect(big.status).toBe(413);
    expect(errorIdOf(big)).toBe('API413');
    const long = await raw(port, { path: `/api/products/v2/products/${'a'.repeat(300)}/details` });
    expect(problems(long)).toEqual([]);
    expect(long.status).toBe(414);
    expect(errorIdOf(long)).toBe('API414');
  });

  it('answers bad percent-encoding in the path with REQ400 naming the url, under /api and /gateway', async () => {
    for (const path of [
      '/api/products/v2/products/%E0%A4%A/details',
      '/gateway/v1/3ds/%zz%zz%zz%zz?returnUrl=/',
    ]) {
      const sent = await raw(port, { path, headers: { 'x-correlation-id': 'fuzz-1' } });
      expect(problems(sent)).toEqual([]);
      expect(sent.status).toBe(400);
      expect(parsed(sent.text)).toMatchObject({
        errorDetails: [{ errorId: 'REQ400', field: 'url' }],
        correlationId: 'fuzz-1',
      });
    }
  });
});

describe('the test gateway', () => {
  it('answers a rejected card with the envelope naming the field, not a 500', async () => {
    const response = await api.call<Envelope>({
      method: 'POST',
      url: '/gateway/v1/tokens',
      body: {
        cardNumber: '4242424242424241',
        holder: 'Jordan Rivera',
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errorDetails?.[0]).toMatchObject({ errorId: 'REQ400', field: 'body.cardNumber' });
    const missing = await api.call<Envelope>({
      method: 'POST',
      url: '/gateway/v1/tokens',
      body: { holder: 1 },
    });
    expect(
      problems({
        label: '',
        status: missing.status,
        contentType: 'application/json',
        text: JSON.stringify(missing.body),
      }),
    ).toEqual([]);
    expect(missing.status).toBe(400);
  });

  it('refuses a returnUrl with non-ASCII characters as REQ400 naming it', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/gateway/v1/hosted/tokenize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        cardNumber: '4242424242424242',
        holder: 'Jordan Rivera',
        expMonth: '12',
        expYear: '2040',
        cvc: '123',
        returnUrl: '/fr-ca/caisse/é',
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.returnUrl' });
  });

  it('sends its pages with a CSP that only the storefront may frame, and nosniff; JSON clients get the envelope', async () => {
    for (const kind of ['3ds', 'bnpl']) {
      const page = await api.app.inject({
        method: 'GET',
        url: `/gateway/v1/${kind}/unknown-session?returnUrl=/en-us/checkout`,
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      const json = await api.app.inject({
        method: 'GET',
        url: `/gateway/v1/${kind}/unknown-session?returnUrl=/en-us/checkout`,
      });
      expect(json.statusCode).toBe(404);
      expect(json.json().errorDetails[0].errorId).toBe('API404');
    }
  });
});
