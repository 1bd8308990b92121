import { defineConfig } from 'vitest/config';

// Node 25+ has a `localStorage` of its own (undefined without --localstorage-file), and vitest 4's
// happy-dom environment keeps it instead of installing happy-dom's (vitest#8757): turn Node's off
// in the test workers (decision 040). Node 20 refuses the flag.
const webStorageOff = Number(process.versions.node.split('.')[0]) >= 25 ? ['--no-webstorage'] : [];

export default defineConfig({
  test: {
    environment: 'happy-dom',
    execArgv: webStorageOff,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
