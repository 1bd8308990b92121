/**
 * Lighthouse 12 on the production build served as production serves it (one origin, decision
 * 015), with a cold HTTP cache: before every run the browser's cache is cleared and its cookies
 * kept (so signed-in pages stay signed in). Mobile and desktop presets, the median of `--runs`
 * (default 3) per page, /login signed out and the signed-in pages as admin. Prints the load
 * average: figures taken on a busy machine are not comparable.
 *
 *   pnpm --filter @back-office/bench lighthouse [--runs 3]
 */
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { fixed } from '../src/stats.ts';
import { numberOption, printTable } from '../src/table.ts';
import { startWebStack } from '../src/web-stack.ts';

const runs = numberOption('runs', 3);
const PAGES = ['/login', '/dashboard', '/products', '/consultants', '/orders'];
const PRESETS = ['mobile', 'desktop'] as const;

interface Run {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  bytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const loadBefore = loadavg()[0] ?? 0;
const stack = await startWebStack();
const rows: string[][] = [];
try {
  const cdp = await stack.context.newCDPSession(await stack.context.newPage());
  for (const page of PAGES) {
    // /login is measured signed out; the others signed in (the same profile keeps the cookies).
    if (page === '/dashboard') await stack.signIn();
    for (const preset of PRESETS) {
      const results: Run[] = [];
      for (let run = 1; run <= runs; run++) {
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(
          `${stack.webUrl}${page}`,
          // Storage (cookies) kept; the HTTP cache was cleared just above: a cold load.
          { port: stack.debugPort, output: 'json', logLevel: 'error', disableStorageReset: true },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`lighthouse returned nothing for ${page}`);
        const { categories, audits, finalDisplayedUrl } = result.lhr;
        if (new URL(finalDisplayedUrl).pathname !== page) {
          throw new Error(`${page} ended on ${finalDisplayedUrl} (not signed in?)`);
        }
        const n = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        results.push({
          perf: (categories.performance?.score ?? Number.NaN) * 100,
          lcp: n('largest-contentful-paint'),
          tbt: n('total-blocking-time'),
          cls: n('cumulative-layout-shift'),
          fcp: n('first-contentful-paint'),
          bytes: n('total-byte-weight'),
        });
      }
      const m = (key: keyof Run) => median(results.map((r) => r[key]));
      rows.push([
        page,
        preset,
        fixed(m('perf'), 0),
        fixed(m('fcp'), 0),
        fixed(m('lcp'), 0),
        fixed(m('tbt'), 0),
        fixed(m('cls'), 3),
        fixed(m('bytes') / 1024, 0),
      ]);
    }
  }
} finally {
  await stack.close();
}
console.log(
  `# Lighthouse 12, cold HTTP cache, median of ${runs} (load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]?.toFixed(1)} after)\n`,
);
printTable(['page', 'preset', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'KB transferred'], rows);
