import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts', 'server/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    maxWorkers: 1,
    // A page under CI load can take a few seconds to render after its URL changes; Vitest's default of
    // one second for expect.poll failed a journey whose page was right, only late.
    expect: { poll: { timeout: 15_000 } },
  },
});
