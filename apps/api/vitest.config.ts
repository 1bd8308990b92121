import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // PGlite holds ~100-200 MB per test file; two workers suit 2-core machines.
    pool: 'forks',
    maxWorkers: 2,
    // Test files share their worker's module cache (exceljs, pdf-lib, PGlite, the contract's
    // compiled validators): imported once per worker instead of once per file. Each file still
    // builds its own app on its own database.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    env: { LOG_REQUESTS: 'false' },
  },
});
