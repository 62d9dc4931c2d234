import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { audit } from '@ridgeline/commerce';
import { embeddedLockFile, holdEmbeddedDatabase } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cliActor,
  EXIT_DATABASE_BUSY,
  parseOperatorArgs,
  runOperatorCommand,
  UsageError,
} from '../src/cli/operator.ts';
import { adminCall, adminSignIn } from './admin-helpers.ts';
import { createTestApi, PASSWORD, type TestApi, uniqueEmail } from './helpers.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const noStdin = () => Promise.reject(new Error('no stdin in this test'));

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

/** `npm run operator -- …` as a shell would run it. */
function runCli(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/operator.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run operator', () => {
  it('creates the first owner on a new database, who then signs in and manages operators', async () => {
    const email = uniqueEmail('first-owner');
    const command = parseOperatorArgs([
      'create',
      '--email',
      email,
      '--password',
      PASSWORD,
      '--role',
      'owner',
    ]);
    const printed = await runOperatorCommand(api.database.db, command, cliActor(), noStdin);
    expect(printed[0]).toMatch(new RegExp(`^Created owner ${email} \\(`));

    const signIn = await adminSignIn(api, email, PASSWORD);
    expect(signIn.status).toBe(200);
    expect(signIn.body.permissions).toContain('operators:manage');
    expect((await adminCall(api, 'GET', '/api/admin/v1/operators', signIn.cookie)).status).toBe(200);

    const trail = await audit.searchAudit(api.database.db, {
      actorType: 'cli',
      actorId: `cli:${userInfo().username}`,
      page: 1,
      pageSize: 10,
    });
    expect(
      trail.items.some(
        (e) => e.action === 'operator.create' && (e.after as { email: string }).email === email,
      ),
    ).toBe(true);
  });

  it('lists, disables and sets passwords by email, and reads the password from stdin when asked', async () => {
    const email = uniqueEmail('packer');
    const db = api.database.db;
    await runOperatorCommand(
      db,
      parseOperatorArgs(['create', '--email', email, '--password-stdin', '--role', 'fulfilment']),
      cliActor(),
      async () => PASSWORD,
    );
    const listed = await runOperatorCommand(db, parseOperatorArgs(['list']), cliActor(), noStdin);
    expect(listed.some((line) => line.startsWith(`${email}\tfulfilment\t`))).toBe(true);

    await runOperatorCommand(
      db,
      parseOperatorArgs(['set-password', '--email', email.toUpperCase(), '--password', 'Basecamp2026new']),
      cliActor(),
      noStdin,
    );
    expect((await adminSignIn(api, email, 'Basecamp2026new')).status).toBe(200);
    await runOperatorCommand(db, parseOperatorArgs(['disable', '--email', email]), cliActor(), noStdin);
    expect((await adminSignIn(api, email, 'Basecamp2026new')).status).toBe(401);
  });

  it('refuses incomplete or unknown commands with the usage', () => {
    expect(() => parseOperatorArgs(['create', '--email', 'a@example.com', '--password', 'x'])).toThrow(
      UsageError,
    );
    expect(() =>
      parseOperatorArgs(['create', '--email', 'a@example.com', '--password', 'x', '--role', 'king']),
    ).toThrow(/--role must be one of owner, merchandiser/);
    expect(() => parseOperatorArgs(['promote'])).toThrow(/unknown command/);
    expect(parseOperatorArgs(['reset-totp', '--email', 'a@example.com'])).toEqual({
      command: 'reset-totp',
      email: 'a@example.com',
    });
  });

  it('says clearly, with a non-zero exit, when a running server holds the embedded database', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ridgeline-operator-cli-'));
    const dataDir = path.join(dir, 'pglite');
    const release = holdEmbeddedDatabase(dataDir);
    try {
      const result = runCli(['list'], { DATA_DIR: dataDir });
      expect(result.status).toBe(EXIT_DATABASE_BUSY);
      expect(result.stderr).toContain('in use by a running server');
      expect(result.stderr).toContain(`process ${process.pid}`);
    } finally {
      release();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(embeddedLockFile(dataDir)).toBe(`${path.resolve(dataDir)}.lock`);
  });

  it('exits 2 with the usage for a bad command line', () => {
    const result = runCli(['create', '--email', 'owner@example.com'], {
      DATA_DIR: '/nonexistent/never-opened',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: npm run operator -- <command>');
  });
});

describe('the other operator commands on a held embedded database', () => {
  it('seed, orders:fulfil and orders:expire-pending refuse it with exit status 3 and write nothing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ridgeline-commands-'));
    const dataDir = path.join(dir, 'pglite');
    const release = holdEmbeddedDatabase(dataDir);
    try {
      for (const command of [
        ['packages/db/src/cli/seed.ts', '--demo'],
        ['apps/api/src/cli/orders-fulfil.ts', 'RL0000000001', 'picked'],
        ['apps/api/src/cli/orders-expire-pending.ts'],
      ]) {
        const result = spawnSync(process.execPath, ['--import', 'tsx', ...command], {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
          encoding: 'utf8',
          timeout: 120_000,
        });
        expect(result.status, command[0]).toBe(EXIT_DATABASE_BUSY);
        expect(result.stderr).toContain(`in use by a running server (process ${process.pid})`);
      }
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      release();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
