import { buildApp } from '@ridgeline/api';
import { createTestDatabase } from '@ridgeline/db/testing';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CallOptions } from './api.server.ts';
import { fillPath, operations, type QueryOf } from './api-operations.ts';

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: unknown;
        parameters?: { in: string; name: string }[];
        responses?: Record<string, { content?: unknown }>;
      }
    >
  >;
}

describe('the operations the storefront calls', () => {
  it('are operations of the API, with the body and answer the API documents', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      database,
      logger: false,
      authSecret: 'test-secret',
      redis: null,
      devMailbox: true,
    });
    await app.ready();
    const document = app.swagger() as unknown as OpenApiDocument;
    await app.close();
    const mismatches: string[] = [];
    for (const [id, operation] of Object.entries(operations)) {
      const documented =
        document.paths[operation.path.replace(/^\/api/, '')]?.[operation.method.toLowerCase()];
      if (!documented) {
        mismatches.push(`${id}: ${operation.method} ${operation.path} is not an operation of the API`);
        continue;
      }
      if ('body' in operation !== Boolean(documented.requestBody)) mismatches.push(`${id}: body`);
      const success = Object.entries(documented.responses ?? {}).find(([status]) => status.startsWith('2'));
      const answer = JSON.stringify(success ?? {});
      const documents =
        operation.response === 'file'
          ? answer.includes('application/pdf')
          : operation.response === 'unknown'
            ? !answer.includes('"schema"')
            : answer.includes('"schema"') && !answer.includes('application/pdf');
      if (!documents) mismatches.push(`${id}: response`);
    }
    expect(mismatches).toEqual([]);
  });

  it('fill their path parameters encoded, and refuse a missing one', () => {
    expect(fillPath(operations.removeFavorite.path, { favoriteId: 'f 1', itemId: 'i/2' })).toBe(
      '/api/wishlists/v2/favorites/f%201/items/i%2F2',
    );
    expect(() => fillPath(operations.cart.path, {})).toThrow(/basketId/);
  });

  it('ask only for query keys the API documents for the operation', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      database,
      logger: false,
      authSecret: 'test-secret',
      redis: null,
      devMailbox: true,
    });
    await app.ready();
    const document = app.swagger() as unknown as OpenApiDocument;
    await app.close();
    const unknownKeys: string[] = [];
    for (const [id, operation] of Object.entries(operations)) {
      if (!('query' in operation)) continue;
      const documented =
        document.paths[operation.path.replace(/^\/api/, '')]?.[operation.method.toLowerCase()];
      const names = new Set(
        (documented?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      );
      for (const key of Object.keys(operation.query.shape)) {
        if (!names.has(key)) unknownKeys.push(`${id}: ${key}`);
      }
    }
    expect(unknownKeys).toEqual([]);
  });

  it('type a call’s query by the operation’s schema: an unknown key does not compile', () => {
    expectTypeOf<{ q: string }>().toExtend<QueryOf<'autoSuggest'>>();
    expectTypeOf<{ query: string }>().not.toExtend<QueryOf<'autoSuggest'>>();
    const reviews: CallOptions<'reviews'> = {
      params: { productId: 'P1' },
      query: { sort: 'newest', count: 5 },
    };
    // @ts-expect-error: `page` is not a key of the reviews query
    const wrong: CallOptions<'reviews'> = { params: { productId: 'P1' }, query: { page: 2 } };
    // @ts-expect-error: the cart's own query keys have no contracts schema, so a call sends none
    const none: CallOptions<'cart'> = { params: { basketId: 'B1' }, query: { favStoreId: 'ST0001' } };
    expect([reviews, wrong, none]).toHaveLength(3);
  });
});
