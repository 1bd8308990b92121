/**
 * Browser: Chromium's trace of route changes and of the products search, taken apart: for each
 * task over 30 ms, the time of its timeline events (script, style, layout) and the functions its
 * CPU samples fell in (own and inclusive time). Walks the sidebar's pages twice and traces the
 * returns named by `--steps`; `search` in the steps traces the products search's three terms,
 * `back` one Back after the walk, and a path (`/orders`) a cold load of that page (the server
 * draws it; its hydration and first tasks). For finding what a long task of `bench interactions` holds
 * (decision 075); tracing slows the page, so its times are larger than the bench's. Build the
 * app unminified for function names (`--dist` of `vite build --minify false`), or read the
 * chunks' line numbers.
 *
 *   pnpm --filter @back-office/bench trace-route [--steps Consultants,search,back,/orders] [--dist <built app>]
 */
import type { CDPSession, Page } from 'playwright-core';
import { dashboardWithOpenSidebar, ROUTES } from '../src/route-walk.ts';
import { option } from '../src/table.ts';
import { startWebStack } from '../src/web-stack.ts';

const steps = (option('steps') ?? 'Consultants').split(',');
const SETTLE_MS = 1500;
const TASK_OVER_US = 30_000;
const TIMELINE_EVENTS = new Set([
  'EventDispatch',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'HitTest',
  'MinorGC',
  'MajorGC',
]);

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: string;
  readonly args?: { readonly name?: string; readonly data?: unknown };
}
interface ProfileChunk {
  readonly cpuProfile?: {
    readonly nodes?: readonly {
      readonly id: number;
      readonly parent?: number;
      readonly callFrame?: { functionName?: string; url?: string; lineNumber?: number };
    }[];
    readonly samples?: readonly number[];
  };
  readonly timeDeltas?: readonly number[];
}

async function trace(cdp: CDPSession, act: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (payload: { value: object[] }) => events.push(...(payload.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
  });
  await act();
  const complete = new Promise<void>((resolve) => {
    cdp.once('Tracing.tracingComplete', () => resolve());
  });
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/** The renderer main thread's CPU samples: each sample's time and its stack, innermost first. */
function samplesOf(events: readonly TraceEvent[], pid: number) {
  const nodes = new Map<number, { label: string; parent?: number }>();
  const samples: { ts: number; stack: string[] }[] = [];
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid);
  let time = (profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
  const raw: { ts: number; node: number }[] = [];
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.pid !== pid || chunk.id !== profile?.id) continue;
    const data = chunk.args?.data as ProfileChunk;
    for (const node of data.cpuProfile?.nodes ?? []) {
      const frame = node.callFrame;
      const file = frame?.url?.split('/').pop() ?? '';
      nodes.set(node.id, {
        label: `${frame?.functionName || '(anonymous)'} ${file}:${frame?.lineNumber ?? 0}`,
        parent: node.parent,
      });
    }
    for (const [index, node] of (data.cpuProfile?.samples ?? []).entries()) {
      time += data.timeDeltas?.[index] ?? 0;
      raw.push({ ts: time, node });
    }
  }
  for (const { ts, node } of raw) {
    const stack: string[] = [];
    for (let id: number | undefined = node; id !== undefined; id = nodes.get(id)?.parent) {
      const entry = nodes.get(id);
      if (!entry) break;
      stack.push(entry.label);
    }
    samples.push({ ts, stack });
  }
  return samples;
}

const top = (times: Map<string, number>, count: number) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, us]) => `  ${(us / 1000).toFixed(1).padStart(6)} ${label}`)
    .join('\n');

function analyse(label: string, events: readonly TraceEvent[]) {
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!main) return;
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const samples = samplesOf(events, main.pid);
  for (const task of onMain) {
    if (task.name !== 'RunTask' || (task.dur ?? 0) < TASK_OVER_US) continue;
    const end = task.ts + (task.dur ?? 0);
    const timeline = new Map<string, number>();
    for (const event of onMain) {
      if (event.ph !== 'X' || event.ts < task.ts || event.ts >= end) continue;
      if (!TIMELINE_EVENTS.has(event.name)) continue;
      timeline.set(event.name, (timeline.get(event.name) ?? 0) + (event.dur ?? 0));
    }
    const own = new Map<string, number>();
    const inclusive = new Map<string, number>();
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    for (const [index, sample] of inTask.entries()) {
      const us = (inTask[index + 1]?.ts ?? end) - sample.ts;
      const [innermost] = sample.stack;
      if (innermost) own.set(innermost, (own.get(innermost) ?? 0) + us);
      for (const frame of new Set(sample.stack))
        inclusive.set(frame, (inclusive.get(frame) ?? 0) + us);
    }
    console.log(`\n## ${label}: a task of ${((task.dur ?? 0) / 1000).toFixed(1)} ms`);
    console.log(top(timeline, TIMELINE_EVENTS.size));
    console.log(`own time:\n${top(own, 25)}\ninclusive time:\n${top(inclusive, 50)}`);
  }
}

const dist = option('dist');
const stack = await startWebStack(dist ? { dist } : {});
try {
  const { page, nav } = await dashboardWithOpenSidebar(stack, SETTLE_MS);
  const cdp = await stack.context.newCDPSession(page);
  const traced = async (label: string, act: () => Promise<void>) => {
    const events = await trace(cdp, async () => {
      await act();
      await page.waitForTimeout(SETTLE_MS);
    });
    analyse(label, events);
  };
  for (let round = 1; round <= 2; round += 1) {
    for (const to of ROUTES) {
      const link = nav.getByRole('link', { name: to, exact: true });
      await link.waitFor();
      if (round === 2 && steps.includes(to)) await traced(`return → ${to}`, () => link.click());
      else {
        await link.click();
        await page.waitForTimeout(SETTLE_MS);
      }
    }
  }
  if (steps.includes('back')) await traced('back', () => page.goBack().then(() => undefined));
  for (const step of steps.filter((name) => name.startsWith('/'))) {
    // A cold load of that page, signed in, its view cookie written: the server draws it.
    await cdp.send('Network.clearBrowserCache');
    await traced(`load ${step}`, () => page.goto(`${stack.webUrl}${step}`).then(() => undefined));
  }
  if (steps.includes('search')) await traceSearch(page, traced);
} finally {
  await stack.close();
}

async function traceSearch(
  page: Page,
  traced: (label: string, act: () => Promise<void>) => Promise<void>,
) {
  await page.goto(`${stack.webUrl}/products`);
  await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
  await page.waitForTimeout(SETTLE_MS);
  const search = page.getByRole('textbox', { name: 'Search', exact: true });
  for (const term of ['DEMO', 'no such product', '']) {
    await search.waitFor();
    await traced(`search "${term}"`, () => search.fill(term));
  }
}
