/**
 * Browser: the long tasks (> 50 ms, the `longtask` performance entries) of route changes and
 * of a list search in the production build, signed in as admin against the demo data, with no
 * CPU throttling. Each route change is a click on the sidebar link from the page before; each
 * is watched for `--window` ms (default 1500) after the click, long enough on a quiet machine
 * for the chunk, the data and the render. Tasks that end before the page sees the click (or the
 * keystroke, or the Back) are Playwright's own and are not counted. Prints, per interaction, the
 * longest task and the sum of the long tasks, then the load average: figures taken on a busy
 * machine do not count.
 *
 *   pnpm --filter @back-office/bench interactions [--rounds 3] [--window 1500] [--hover 0] [--dist <built app>]
 *
 * The first round visits each page for the first time (its chunk is fetched and evaluated);
 * later rounds return to pages already visited; then the browser's Back walks back through the pages of the last round.
 * The table shows the worst of the rounds.
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { dashboardWithOpenSidebar, ROUTES } from '../src/route-walk.ts';
import { fixed } from '../src/stats.ts';
import { numberOption, option, printTable } from '../src/table.ts';
import { startWebStack } from '../src/web-stack.ts';

const rounds = numberOption('rounds', 3);
/** `--hover <ms>`: rest the pointer on the link this long before the click, as a hand does. */
const hoverMs = numberOption('hover', 0);
const windowMs = numberOption('window', 1500);

declare global {
  interface Window {
    __longTasks?: { start: number; duration: number }[];
    /** When the page first saw the step's input (a click, a keystroke, a Back), or undefined. */
    __inputAt?: number;
  }
}

/**
 * Collects every long task from the page's start, and the time of the first click, input or
 * history step after each reset: the tasks before it are Playwright's own (finding the link by
 * its role walks the whole page), not the page's answer to the step.
 */
const observeLongTasks = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks?.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  for (const type of ['click', 'input', 'popstate']) {
    addEventListener(
      type,
      () => {
        window.__inputAt ??= performance.now();
      },
      true,
    );
  }
};

/** The long tasks that end after the page saw `act`'s input, watched for `windowMs`. */
async function longTasksOf(page: Page, act: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__inputAt = undefined;
  });
  await act();
  await page.waitForTimeout(windowMs);
  return page.evaluate(() => {
    const inputAt = window.__inputAt;
    if (inputAt === undefined) throw new Error('the page saw no click, input or Back');
    return (window.__longTasks ?? [])
      .filter((task) => task.start + task.duration >= inputAt)
      .map((task) => task.duration);
  });
}

const worst = new Map<string, { max: number; sum: number; count: number }>();
const record = (name: string, tasks: number[]) => {
  const max = Math.max(0, ...tasks);
  const sum = tasks.reduce((total, task) => total + task, 0);
  const before = worst.get(name);
  if (!before || max > before.max) worst.set(name, { max, sum, count: tasks.length });
};

const loadBefore = loadavg()[0] ?? 0;
const dist = option('dist');
const stack = await startWebStack(dist ? { dist } : {});
try {
  const { page, nav } = await dashboardWithOpenSidebar(stack, windowMs, (tab) =>
    tab.addInitScript(observeLongTasks),
  );
  for (let round = 1; round <= rounds; round += 1) {
    let from = 'Dashboard';
    for (const to of ROUTES) {
      const link = nav.getByRole('link', { name: to, exact: true });
      if (hoverMs > 0) {
        // The router preloads a route on intent (hover): that work is not the click's.
        await link.hover();
        await page.waitForTimeout(hoverMs);
      }
      const tasks = await longTasksOf(page, () => link.click());
      record(`${round === 1 ? 'first visit' : 'return'}: ${from} → ${to}`, tasks);
      from = to;
    }
  }
  // The browser's Back returns to pages already drawn: the one route change drawn at once, so
  // the router can restore the scroll position.
  const backFrom = [...ROUTES].reverse();
  for (const [index, from] of backFrom.slice(0, -1).entries()) {
    const to = backFrom[index + 1] ?? '';
    record(
      `back: ${from} → ${to}`,
      await longTasksOf(page, async () => {
        await page.goBack();
      }),
    );
  }
  await page.goto(`${stack.webUrl}/products`);
  await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
  await page.waitForTimeout(windowMs);
  // The list's search field (the header's phone palette button is also named Search).
  const search = page.getByRole('textbox', { name: 'Search', exact: true });
  for (const term of ['DEMO', 'no such product', '']) {
    record(`search products "${term}"`, await longTasksOf(page, () => search.fill(term)));
  }
  const rows = [...worst.entries()].map(([name, { max, sum, count }]) => [
    name,
    String(count),
    fixed(max, 0),
    fixed(sum, 0),
  ]);
  console.log(
    `# Route changes and list search, worst of ${rounds} rounds, ${windowMs} ms watched each, ` +
      `${hoverMs} ms hover before each click ` +
      `(load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after)\n`,
  );
  printTable(['interaction', 'long tasks', 'longest ms', 'sum ms'], rows);
} finally {
  await stack.close();
}
