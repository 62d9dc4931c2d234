import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder is not refused and the two
 * would corrupt it. The server marks the folder it serves with a lock file (`<dataDir>.lock`, its pid)
 * so that the operator commands can tell and say so instead of opening it (decision 062).
 */
export const embeddedLockFile = (dataDir: string): string => `${path.resolve(dataDir)}.lock`;

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of another live process serving the embedded database in dataDir, or null (stale locks too). */
export function embeddedDatabaseHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(embeddedLockFile(dataDir), 'utf8'), 10);
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Marks dataDir as served by this process until the returned release is called (or the process exits). */
export function holdEmbeddedDatabase(dataDir: string): () => void {
  const file = embeddedLockFile(dataDir);
  // A fresh clone has no data folder yet: the lock sits beside the database's folder, so make its parent.
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  const release = () => {
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.once('exit', release);
  return release;
}
