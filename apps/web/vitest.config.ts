import { availableParallelism } from 'node:os';
import { domTests } from '@back-office/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: domTests({
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-utils/setup.ts'],
    css: false,
    testTimeout: 15_000,
    // Vitest keeps one core for itself by default: one worker on a 2-core machine. Its own work
    // is light, so every core runs test files (117 files: 180 s instead of 290 s on 2 cores).
    maxWorkers: availableParallelism(),
  }),
});
