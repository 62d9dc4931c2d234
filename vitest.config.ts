import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Migrates and seeds once the databases every test file starts from (decision 093).
    globalSetup: ['./scripts/test-databases.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/storefront/app/**/*.test.ts',
            'apps/admin/app/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
