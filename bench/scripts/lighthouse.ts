/**
 * Lighthouse (desktop preset) on /login and /dashboard of the production build served by
 * `vite preview`, with the API running; Debian's chromium. Prints the category scores and the
 * lab Web Vitals (INP needs a user interaction: TBT is its lab proxy).
 *
 *   pnpm --filter @back-office/bench lighthouse [--runs 1]
 */
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { fixed } from '../src/stats.ts';
import { numberOption, printTable } from '../src/table.ts';
import { startWebStack } from '../src/web-stack.ts';

const runs = numberOption('runs', 1);
const stack = await startWebStack();
const rows: string[][] = [];
const score = (n: number | null | undefined) =>
  n === null || n === undefined ? '-' : fixed(n * 100, 0);
try {
  for (const page of ['/login', '/dashboard']) {
    // /dashboard needs a session: sign in once in the same profile and keep its cookies.
    if (page === '/dashboard') await stack.signIn();
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouse(
        `${stack.webUrl}${page}`,
        {
          port: stack.debugPort,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: page === '/dashboard',
        },
        desktopConfig,
      );
      if (!result) throw new Error(`lighthouse returned nothing for ${page}`);
      const { categories, audits, finalDisplayedUrl } = result.lhr;
      if (new URL(finalDisplayedUrl).pathname !== page) {
        throw new Error(`${page} ended on ${finalDisplayedUrl} (not signed in?)`);
      }
      const ms = (id: string) => fixed(audits[id]?.numericValue ?? Number.NaN, 0);
      rows.push([
        page,
        score(categories.performance?.score),
        score(categories.accessibility?.score),
        score(categories['best-practices']?.score),
        score(categories.seo?.score),
        ms('first-contentful-paint'),
        ms('largest-contentful-paint'),
        ms('total-blocking-time'),
        fixed(audits['cumulative-layout-shift']?.numericValue ?? Number.NaN, 3),
        ms('speed-index'),
        ms('interactive'),
      ]);
    }
  }
} finally {
  await stack.close();
}
console.log(`# Lighthouse ${'12'} desktop preset (load average ${loadavg()[0]?.toFixed(1)})\n`);
printTable(
  [
    'page',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'SI ms',
    'TTI ms',
  ],
  rows,
);
