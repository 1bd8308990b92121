/**
 * The settings the repository's vitest configurations share (issue #37 item 7). Each package's
 * `vitest.config.ts` states only what is its own: its files, set-up and time limits.
 */
import type { ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;

/**
 * Node 25+ has a `localStorage` of its own (undefined without --localstorage-file), and vitest 4's
 * happy-dom environment keeps it instead of installing happy-dom's (vitest#8757): turn Node's off
 * in the test workers (decision 040). Node 20 refuses the flag.
 */
const WEB_STORAGE_OFF: string[] =
  Number(process.versions.node.split('.')[0]) >= 25 ? ['--no-webstorage'] : [];

/** Tests of React code: happy-dom as the document, with the browser's own local storage. */
export function domTests(test: TestOptions): TestOptions {
  return { environment: 'happy-dom', execArgv: WEB_STORAGE_OFF, ...test };
}

/**
 * A package whose every line, branch and function is covered by its tests (`vitest run
 * --coverage` fails below 100 %). `index.ts` only re-exports; tests cover what it re-exports.
 */
export function fullCoverage(test: TestOptions, alsoExclude: readonly string[] = []): TestOptions {
  return {
    ...test,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts', ...alsoExclude],
      thresholds: { branches: 100, lines: 100, functions: 100, statements: 100 },
      reporter: ['text', 'json-summary'],
    },
  };
}
