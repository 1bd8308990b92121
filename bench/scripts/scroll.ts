/**
 * Browser: renders /products?limit=1000 (a virtualised table) of the production build against
 * the real API holding 1 000+ products, then scrolls it to the end, one step per animation
 * frame, and reports the frame times (requestAnimationFrame deltas); then the same on a static
 * 1 000-row table (no app, no virtualisation) as the machine's baseline.
 *
 *   pnpm --filter @back-office/bench scroll [--rows 1000] [--step 40]
 */
import { loadavg } from 'node:os';
import { type ScrollRun, scrollFrames, staticTableHtml } from '../src/scroll-frames.ts';
import { fixed, since, summarise } from '../src/stats.ts';
import { numberOption, printTable } from '../src/table.ts';
import { uploadProducts } from '../src/upload-products.ts';
import { startWebStack } from '../src/web-stack.ts';

const rows = numberOption('rows', 1000);
const step = numberOption('step', 40);
const stack = await startWebStack();
try {
  await uploadProducts(stack.api.url, await stack.api.signIn(), rows);
  await stack.signIn();
  const page = await stack.context.newPage();
  const start = performance.now();
  await page.goto(`${stack.webUrl}/products?limit=${rows}`);
  await page.getByText('SCROLL-', { exact: false }).first().waitFor();
  const firstRows = since(start);
  const result = await scrollFrames(page, step);
  const baselinePage = await stack.context.newPage();
  await baselinePage.setContent(staticTableHtml(rows));
  const baseline = await scrollFrames(baselinePage, step);
  const row = (name: string, run: ScrollRun) => {
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
    ];
  };
  console.log(
    `# Scroll /products?limit=${rows} (load average ${loadavg()[0]?.toFixed(1)}): first rows ` +
      `after ${fixed(firstRows, 0)} ms; ${result.height} px scrolled ${step} px per frame; ` +
      `at most ${result.domRows} table rows in the DOM; reached the end: ${result.reachedEnd}\n`,
  );
  printTable(
    ['page', 'DOM rows', 'frames', 'p50 ms', 'p95 ms', 'max ms', '> 16.7 ms', 'long (> 50 ms)'],
    [row(`/products?limit=${rows}`, result), row(`static ${rows}-row table (baseline)`, baseline)],
  );
} finally {
  await stack.close();
}
