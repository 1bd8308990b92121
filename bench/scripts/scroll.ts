/**
 * Browser: renders /products?limit=1000 (a virtualised table) of the production build against
 * the real API holding 1 000+ products, then scrolls it to the end, one step per animation
 * frame, and reports the frame times (requestAnimationFrame deltas); then the same on a static
 * 1 000-row table (no app, no virtualisation) as the machine's baseline. Besides the frame
 * times (which follow the machine's load) it prints the renderer's main-thread busy time and
 * script time over the scroll (CDP `Performance.getMetrics`), which depend on it much less.
 *
 *   pnpm --filter @back-office/bench scroll [--rows 1000] [--step 40]
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { scrollFrames, staticTableHtml } from '../src/scroll-frames.ts';
import { fixed, since, summarise } from '../src/stats.ts';
import { numberOption, printTable } from '../src/table.ts';
import { uploadProducts } from '../src/upload-products.ts';
import { startWebStack } from '../src/web-stack.ts';

const rows = numberOption('rows', 1000);
const step = numberOption('step', 40);
/** The scroll run and the main thread's busy and script milliseconds during it. */
async function measuredScroll(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => (list.find((m) => m.name === name)?.value ?? 0) * 1000;
    return { task: value('TaskDuration'), script: value('ScriptDuration') };
  };
  const before = await metrics();
  const run = await scrollFrames(page, step);
  const after = await metrics();
  return { run, taskMs: after.task - before.task, scriptMs: after.script - before.script };
}

const stack = await startWebStack();
try {
  await uploadProducts(stack.api.url, await stack.api.signIn(), rows);
  await stack.signIn();
  const page = await stack.context.newPage();
  const start = performance.now();
  await page.goto(`${stack.webUrl}/products?limit=${rows}`);
  await page.getByText('SCROLL-', { exact: false }).first().waitFor();
  const firstRows = since(start);
  const measured = await measuredScroll(page);
  const result = measured.run;
  const baselinePage = await stack.context.newPage();
  await baselinePage.setContent(staticTableHtml(rows));
  const baseline = await measuredScroll(baselinePage);
  const row = (
    name: string,
    { run, taskMs, scriptMs }: Awaited<ReturnType<typeof measuredScroll>>,
  ) => {
    const s = summarise(run.deltas);
    return [
      name,
      String(run.domRows),
      String(s.n),
      fixed(s.p50),
      fixed(s.p95),
      fixed(s.max),
      String(run.deltas.filter((d) => d > 16.7).length),
      String(run.deltas.filter((d) => d > 50).length),
      fixed(taskMs, 0),
      fixed(scriptMs, 0),
    ];
  };
  console.log(
    `# Scroll /products?limit=${rows} (load average ${loadavg()[0]?.toFixed(1)}): first rows ` +
      `after ${fixed(firstRows, 0)} ms; ${result.height} px scrolled ${step} px per frame; ` +
      `at most ${result.domRows} table rows in the DOM; reached the end: ${result.reachedEnd}\n`,
  );
  printTable(
    [
      'page',
      'DOM rows',
      'frames',
      'p50 ms',
      'p95 ms',
      'max ms',
      '> 16.7 ms',
      'long (> 50 ms)',
      'main thread ms',
      'script ms',
    ],
    [
      row(`/products?limit=${rows}`, measured),
      row(`static ${rows}-row table (baseline)`, baseline),
    ],
  );
} finally {
  await stack.close();
}
