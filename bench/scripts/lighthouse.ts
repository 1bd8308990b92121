/**
 * Lighthouse 12 on the production build served as production serves it (one origin, decision
 * 015), with a cold HTTP cache: before every run the browser's cache is cleared and its cookies
 * kept (so signed-in pages stay signed in). Mobile and desktop presets, the median of `--runs`
 * (default 3) per page, /login signed out and the signed-in pages as admin. /login is measured
 * twice: as a first visit (no cookie at all before each run: the server draws it in the scheme
 * of Chromium's client hint, decision 078) and as a returning visitor (its view cookie kept: the
 * server draws it as that cookie says, decision 077). Chromium keeps the page's `Accept-CH` for
 * the origin through the cookies' clearing (and `Storage.clearDataForOrigin`), so only a
 * command's first first-visit run pays the request sent again for the hint (a 307 before the
 * document in a `--save`d report); later ones send the hint at once. Before a
 * preset's returning /login and its signed-in pages, one run that is not kept writes the view
 * cookie a returning user of that device has (decision 071). Prints the load average: figures
 * taken on a busy machine are not comparable.
 *
 *   pnpm --filter @back-office/bench lighthouse [--runs 3] [--pages /dashboard,/products] [--presets mobile]
 *     [--save <folder>] [--dist <built app>]
 *
 * Besides the scores it prints trace-based figures that depend less on the machine's load:
 * the summed duration of the long tasks, the main-thread work and script boot-up time, and the
 * longest critical request chain (requests in a row and its duration). `CPU index` is
 * Lighthouse's `benchmarkIndex` of the host: its 4× phone slowdown assumes 1,500–2,000 (a
 * high-end desktop); this VM reads 1,150–2,100 from one run to the next, as other work takes its
 * cores.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { CDPSession } from 'playwright-core';
import { fixed } from '../src/stats.ts';
import { hasFlag, numberOption, option, printTable } from '../src/table.ts';
import { startWebStack } from '../src/web-stack.ts';

const runs = numberOption('runs', 3);
const ALL_PAGES = ['/login', '/dashboard', '/products', '/consultants', '/orders'];
const ALL_PRESETS = ['mobile', 'desktop'] as const;
const listOption = <T extends string>(name: string, all: readonly T[]): readonly T[] => {
  const wanted = option(name)?.split(',');
  return wanted ? all.filter((item) => wanted.includes(item)) : all;
};
const PAGES = listOption('pages', ALL_PAGES);
const PRESETS = listOption('presets', ALL_PRESETS);
/** `--shifts`: print each run's layout shifts (the element and its score), to find the culprits. */
const SHOW_SHIFTS = hasFlag('shifts');
/**
 * `--save <folder>`: keep each run's report (JSON: long tasks, boot-up per script, LCP element…)
 * and its trace (`.trace.json`, for Chromium's Performance panel).
 */
const SAVE_DIR = option('save');
/** `--dist <folder>`: measure this build (`VITE_API_URL=same-origin`) instead of building one. */
const DIST = option('dist');

interface Run {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  bytes: number;
  /** Summed duration of the long tasks (> 50 ms) Lighthouse lists. */
  longTasks: number;
  mainThread: number;
  bootup: number;
  chainLength: number;
  chainMs: number;
  /** Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`; higher is faster). */
  cpuIndex: number;
}

interface ShiftItem {
  score?: number;
  node?: { snippet?: string };
}

interface LongestChain {
  longestChain?: { length?: number; duration?: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const loadBefore = loadavg()[0] ?? 0;
// Lighthouse emulates the phone or desktop itself; Playwright must not (see `emulate`).
const stack = await startWebStack({ ...(DIST ? { dist: DIST } : {}), emulate: false });
const rows = new Map<string, string[]>();
interface MeasureOptions {
  /** `false`: one run, nothing kept (it writes the view cookie). */
  readonly measured?: boolean;
  /** Every cookie cleared before each run: a browser that never saw the app. */
  readonly firstVisit?: boolean;
}

/** The table's name of a page measured so. */
const rowName = (page: string, { firstVisit = false }: MeasureOptions) =>
  firstVisit ? `${page} (first visit)` : page;

/** Lighthouse's runs of one page with one preset. */
async function measure(
  cdp: CDPSession,
  page: string,
  preset: (typeof ALL_PRESETS)[number],
  options: MeasureOptions = {},
): Promise<void> {
  const { measured = true, firstVisit = false } = options;
  const results: Run[] = [];
  for (let run = 1; run <= (measured ? runs : 1); run++) {
    await cdp.send('Network.clearBrowserCache');
    if (firstVisit) await cdp.send('Network.clearBrowserCookies');
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
    if (!measured) continue;
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      const name = `${page.slice(1) || 'root'}${firstVisit ? '-first' : ''}-${preset}-${run}.json`;
      writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(result.lhr));
      // The run's trace beside it, for Chromium's Performance panel (what a long task was).
      const trace = name.replace(/\.json$/, '.trace.json');
      writeFileSync(path.join(SAVE_DIR, trace), JSON.stringify(result.artifacts.Trace));
    }
    const n = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const longTaskItems = (audits['long-tasks']?.details as { items?: { duration?: number }[] })
      ?.items;
    const chain = audits['critical-request-chains']?.details as LongestChain | undefined;
    if (SHOW_SHIFTS) {
      const shifts = (audits['layout-shifts']?.details as { items?: ShiftItem[] })?.items;
      for (const shift of shifts ?? []) {
        console.log(
          `${page} ${preset} shift ${fixed(shift.score ?? 0, 3)} ${shift.node?.snippet ?? '?'}`,
        );
      }
    }
    results.push({
      perf: (categories.performance?.score ?? Number.NaN) * 100,
      lcp: n('largest-contentful-paint'),
      tbt: n('total-blocking-time'),
      cls: n('cumulative-layout-shift'),
      fcp: n('first-contentful-paint'),
      bytes: n('total-byte-weight'),
      longTasks: (longTaskItems ?? []).reduce((sum, task) => sum + (task.duration ?? 0), 0),
      mainThread: n('mainthread-work-breakdown'),
      bootup: n('bootup-time'),
      chainLength: chain?.longestChain?.length ?? Number.NaN,
      chainMs: chain?.longestChain?.duration ?? Number.NaN,
      cpuIndex: result.lhr.environment.benchmarkIndex,
    });
  }
  const m = (key: keyof Run) => median(results.map((r) => r[key]));
  const name = rowName(page, options);
  rows.set(`${name} ${preset}`, [
    name,
    preset,
    fixed(m('perf'), 0),
    fixed(m('fcp'), 0),
    fixed(m('lcp'), 0),
    fixed(m('tbt'), 0),
    fixed(m('cls'), 3),
    fixed(m('bytes') / 1024, 0),
    fixed(m('longTasks'), 0),
    fixed(m('mainThread'), 0),
    fixed(m('bootup'), 0),
    `${fixed(m('chainLength'), 0)} / ${fixed(m('chainMs'), 0)}`,
    fixed(m('cpuIndex'), 0),
  ]);
}

try {
  const cdp = await stack.context.newCDPSession(await stack.context.newPage());
  // /login is measured signed out; the others signed in (the same profile keeps the cookies).
  const signedInPages = PAGES.filter((page) => page !== '/login');
  if (PAGES.includes('/login')) {
    for (const preset of PRESETS) {
      await measure(cdp, '/login', preset, { firstVisit: true });
      await measure(cdp, '/login', preset, { measured: false });
      await measure(cdp, '/login', preset);
    }
  }
  if (signedInPages.length > 0) await stack.signIn();
  for (const preset of PRESETS) {
    // A signed-in page is drawn on the server for the browser's view, which the app keeps in a
    // cookie (decision 034). A returning phone user's cookie says phone: one run first, not
    // kept, so the measured runs are not the first load of a desktop's cookie on a phone.
    const [first] = signedInPages;
    if (first !== undefined) await measure(cdp, first, preset, { measured: false });
    for (const page of signedInPages) await measure(cdp, page, preset);
  }
} finally {
  await stack.close();
}
console.log(
  `# Lighthouse 12, cold HTTP cache, median of ${runs} (load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]?.toFixed(1)} after)\n`,
);
printTable(
  [
    'page',
    'preset',
    'perf',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'KB transferred',
    'long tasks ms',
    'main thread ms',
    'JS boot-up ms',
    'chain (requests / ms)',
    'CPU index',
  ],
  PAGES.flatMap((page) =>
    (page === '/login' ? [rowName(page, { firstVisit: true }), page] : [page]).flatMap((name) =>
      PRESETS.flatMap((preset) => {
        const row = rows.get(`${name} ${preset}`);
        return row ? [row] : [];
      }),
    ),
  ),
);
