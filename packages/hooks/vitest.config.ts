import { domTests } from '@back-office/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: domTests({
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  }),
});
