/**
 * Browser: what React draws in each commit of a route change, component by component (each
 * one's own render time, without its children's), against a build with React's profiling
 * renderer (`REACT_PROFILING=1`, unminified: apps/web's vite.config.ts). Walks the sidebar's
 * pages twice, then prints every commit of the returns named by `--steps`, heaviest first. For
 * finding what a slow route change draws (decision 075); its times are the profiling build's,
 * slower than production's.
 *
 *   pnpm --filter @back-office/bench react-commits [--steps Products,Orders] [--top 25] [--dist <profiling build>]
 */
import type { Page } from 'playwright-core';
import { dashboardWithOpenSidebar, ROUTES } from '../src/route-walk.ts';
import { numberOption, option } from '../src/table.ts';
import { startWebStack } from '../src/web-stack.ts';

const steps = (option('steps') ?? 'Products,Consultants').split(',');
const top = numberOption('top', 25);
const SETTLE_MS = 1500;

interface Commit {
  readonly fibers: number;
  readonly ms: number;
  /** Component name → [own ms, fibers]. */
  readonly byName: Record<string, [number, number]>;
}

declare global {
  interface Window {
    __commits?: Commit[];
  }
}

/**
 * A stand-in for React DevTools' hook: at each commit, every fiber React worked on (its
 * `actualStartTime` after the commit before) adds its own time, `actualDuration` less that of
 * its children worked on, to its component's line.
 */
const installCommitHook = () => {
  interface Fiber {
    tag: number;
    type: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
    actualDuration?: number;
    actualStartTime?: number;
  }
  interface Named {
    displayName?: string;
    name?: string;
    render?: Named;
    type?: Named;
  }
  const HOST_ROOT = 3;
  let lastCommit = 0;
  window.__commits = [];
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
        const visited = (fiber: Fiber) => (fiber.actualStartTime ?? -1) > lastCommit;
        const byName: Record<string, [number, number]> = {};
        let ms = 0;
        let fibers = 0;
        const stack: Fiber[] = [root.current];
        for (let fiber = stack.pop(); fiber; fiber = stack.pop()) {
          if (fiber.child) stack.push(fiber.child);
          if (fiber.sibling) stack.push(fiber.sibling);
          if (!visited(fiber) || fiber.tag === HOST_ROOT) continue;
          let own = fiber.actualDuration ?? 0;
          for (let child = fiber.child; child; child = child.sibling) {
            if (visited(child)) own -= child.actualDuration ?? 0;
          }
          const type = fiber.type as Named | string | null;
          const name =
            typeof type === 'string'
              ? `<${type}>`
              : (type?.displayName ??
                type?.name ??
                type?.render?.displayName ??
                type?.render?.name ??
                type?.type?.displayName ??
                type?.type?.name ??
                `(fiber tag ${fiber.tag})`);
          const [lineMs, lineFibers] = byName[name] ?? [0, 0];
          byName[name] = [lineMs + own, lineFibers + 1];
          ms += own;
          fibers += 1;
        }
        window.__commits?.push({ fibers, ms, byName });
        lastCommit = performance.now();
      },
    },
  });
};

function print(label: string, commits: readonly Commit[]) {
  console.log(`\n## ${label}: ${commits.length} commits`);
  for (const [index, commit] of commits.entries()) {
    console.log(`- commit ${index + 1}: ${commit.fibers} fibers, ${commit.ms.toFixed(1)} ms`);
    const lines = Object.entries(commit.byName)
      .sort((a, b) => b[1][0] - a[1][0])
      .slice(0, top);
    for (const [name, [ms, count]] of lines) {
      console.log(`    ${ms.toFixed(2).padStart(7)} ms ${String(count).padStart(5)} × ${name}`);
    }
  }
}

const dist = option('dist');
const stack = await startWebStack(dist ? { dist } : { buildEnv: { REACT_PROFILING: '1' } });
try {
  const { page, nav } = await dashboardWithOpenSidebar(stack, SETTLE_MS, async (tab: Page) => {
    // The bench's own functions reach the page as source text: esbuild's name helper with them.
    await tab.addInitScript({ content: 'window.__name = (f) => f;' });
    await tab.addInitScript(installCommitHook);
  });
  for (let round = 1; round <= 2; round += 1) {
    for (const to of ROUTES) {
      const link = nav.getByRole('link', { name: to, exact: true });
      await link.waitFor();
      await page.evaluate(() => {
        window.__commits = [];
      });
      await link.click();
      await page.waitForTimeout(SETTLE_MS);
      if (round === 2 && steps.includes(to)) {
        print(`return → ${to}`, await page.evaluate(() => window.__commits ?? []));
      }
    }
  }
} finally {
  await stack.close();
}
