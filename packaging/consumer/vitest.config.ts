import { defineConfig } from 'vitest/config';

// A tool's test setup: happy-dom for the hooks' tests. Node 25+ has a `localStorage` of its own
// that vitest keeps instead of happy-dom's (vitest#8757): turn it off in the test workers.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    execArgv: ['--no-webstorage'],
    include: ['src/test/**/*.test.{ts,tsx}'],
  },
});
