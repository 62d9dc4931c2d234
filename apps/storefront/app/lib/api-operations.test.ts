import { buildApp } from '@ridgeline/api';
import { createTestDatabase } from '@ridgeline/db/testing';
import { describe, expect, it } from 'vitest';
import { fillPath, operations } from './api-operations.ts';

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { requestBody?: unknown; responses?: Record<string, { content?: unknown }> }>
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
});
