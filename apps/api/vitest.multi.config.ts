import { defineConfig } from 'vitest/config';

// The multi-process test (scripts/test-multi-process.sh): real API processes on a PostgreSQL
// server given by TEST_DATABASE_URL; not part of `vitest run`.
export default defineConfig({
  test: {
    include: ['test-multi/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 100_000,
    hookTimeout: 60_000,
  },
});
