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
          // Each file builds its own app on its own database; what it imports (the API, the domain, the
          // contracts' schemas) is the same for all, so a worker imports it once (decision 063).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
