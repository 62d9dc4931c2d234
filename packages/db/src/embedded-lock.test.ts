import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedDatabaseHolder, embeddedLockFile, holdEmbeddedDatabase } from './embedded-lock.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded database lock', () => {
  it('is taken on a fresh clone, where the data folder does not exist yet', () => {
    root = mkdtempSync(path.join(tmpdir(), 'ridgeline-lock-'));
    const dataDir = path.join(root, 'data', 'pglite');
    const release = holdEmbeddedDatabase(dataDir);
    expect(existsSync(embeddedLockFile(dataDir))).toBe(true);
    // This process holds it: the operator commands of this process are not refused.
    expect(embeddedDatabaseHolder(dataDir)).toBeNull();
    release();
    expect(existsSync(embeddedLockFile(dataDir))).toBe(false);
  });
});
