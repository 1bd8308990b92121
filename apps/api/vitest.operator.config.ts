import { defineConfig } from 'vitest/config';

// The operator's journey (scripts/test-operator.sh): the built API on a PostgreSQL server given
// by TEST_DATABASE_URL and a real SMTP server the test starts; not part of `vitest run`.
export default defineConfig({
  test: {
    include: ['test-operator/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    sequence: { concurrent: false },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
