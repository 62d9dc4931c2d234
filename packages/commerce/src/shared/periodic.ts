export interface PeriodicTask {
  /** Stops repeating and waits for the run under way. */
  stop(): Promise<void>;
}

/**
 * Runs `task` now, then `intervalMs` after each run ends (never two at once), until stopped. The timer
 * does not keep the process alive. `task` handles its own errors: a rejection is ignored.
 */
export function repeatEvery(intervalMs: number, task: () => Promise<void>): PeriodicTask {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = task()
      .catch(() => {})
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
