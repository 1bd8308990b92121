import { fullCoverage } from '@back-office/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: fullCoverage({ include: ['src/**/*.test.ts'] }, ['src/test-support/**']),
});
