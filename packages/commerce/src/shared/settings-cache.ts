/**
 * How long a process keeps an owner's settings before reading them again (decision 079). The process that
 * saves a change forgets its copy at once; the others see it within this time.
 */
export const SETTINGS_CACHE_TTL_MS = 5_000;

/**
 * A value read from the database and kept for a short time, per database handle (tests run several
 * databases in one process). `forget()` after a change makes every next read go to the database.
 */
export function settingsCache<T>(load: (db: object) => Promise<T>, ttlMs = SETTINGS_CACHE_TTL_MS) {
  let generation = 0;
  const entries = new WeakMap<object, { value: Promise<T>; at: number; generation: number }>();
  return {
    get(db: object): Promise<T> {
      const entry = entries.get(db);
      if (entry && entry.generation === generation && Date.now() - entry.at < ttlMs) return entry.value;
      const value = load(db);
      entries.set(db, { value, at: Date.now(), generation });
      // A failed read is not kept: the next call tries again.
      value.catch(() => entries.delete(db));
      return value;
    },
    forget() {
      generation += 1;
    },
  };
}
