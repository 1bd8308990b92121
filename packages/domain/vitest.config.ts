import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // index.ts only re-exports; tests cover the modules it re-exports.
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      thresholds: { branches: 100, lines: 100, functions: 100, statements: 100 },
      reporter: ['text', 'json-summary'],
    },
  },
});
