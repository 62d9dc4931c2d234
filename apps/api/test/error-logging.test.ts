import { Writable } from 'node:stream';
import { type Database, sql } from '@ridgeline/db';
import { createTestDatabase } from '@ridgeline/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';

let database: Database;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    database,
    logger: { level: 'info', stream },
    authSecret: 'test-secret',
    rateLimits: { authPerMinute: 10_000, lookupPerMinute: 10_000 },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the server log of a failed database query', () => {
  it('says which query failed and where, without its parameters (the shopper email)', async () => {
    // A schema out of step with the code (a migration not run): every query on the column fails.
    await database.db.execute(sql`alter table shoppers rename column email to email_elsewhere`);
    const email = 'private.person@example.com';
    const response = await app.inject({
      method: 'POST',
      url: '/api/consumers-v3/confirmforgotpassword',
      payload: { email },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().errorDetails[0].errorId).toBe('GEN500');
    expect(response.body).not.toContain(email);

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toMatchObject({ type: 'DrizzleQueryError', database: true, code: '42703' });
    expect(failure.err.stack).toContain('requestPasswordReset');
    expect(lines.join('\n')).not.toContain(email);
    expect(lines.join('\n')).not.toContain('private.person');
  });

  it('keeps the values of a failed query out of any other error log line of the server', async () => {
    const email = 'background.person@example.com';
    const error = await database.db
      .execute(sql`select ${email}::integer`)
      .catch((failure: unknown) => failure);
    expect(String(error)).toContain(email);
    // What the background loops (outbox, search index) do with their failures.
    app.log.error({ err: error }, 'a background task failed');
    const entry = lines.map((line) => JSON.parse(line)).find((e) => e.msg === 'a background task failed');
    expect(entry?.err).toMatchObject({ database: true, code: '22P02' });
    expect(lines.join('\n')).not.toContain(email);
  });
});
