import { defineConfig } from 'vitest/config';

// Browser journeys: one global setup starts the API (fresh database, demo data) and the built
// web app; journey files run one at a time so the 2-core machines are not oversubscribed.
export default defineConfig({
  test: {
    include: ['src/journeys/**/*.test.ts'],
    globalSetup: ['src/harness/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
