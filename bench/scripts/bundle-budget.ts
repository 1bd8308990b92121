/**
 * The bundle budget, checked in CI over the production build of apps/web (sizes are gzip,
 * level 9, of the built files; deterministic). Prints the table and exits 1 over budget:
 * - initial JS for /login (the entry, its static imports, the /login route's chunks) ≤ 150 KB;
 * - each other route: what it alone loads (its `?tsr-split=` chunks and the static imports no
 *   other route loads), beyond the initial JS and its layout (`/_app`) ≤ 60 KB; the layouts and
 *   the chunks shared by two or more routes get their own (unbudgeted) lines;
 * - CSS (all stylesheets) ≤ 40 KB.
 *
 * The chunk graph comes from Vite's manifest (`build.manifest: true`): the entry's static
 * imports, and each route's code-split chunks (`src/routes/….tsx?tsr-split=…`) with theirs.
 *
 *   pnpm --filter @back-office/bench bundle-budget [--dist ../apps/web/dist]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  gzipOf,
  MANIFEST,
  readBuild,
  splitRoutes,
  staticClosure,
  urlOf,
} from '../src/bundle-graph.ts';
import { option, printTable } from '../src/table.ts';

const KB = 1000;
// initial: 150 KB, the figure (152 and 153 for a day; docs/performance.md, decision 070).
const BUDGET = { initial: 150 * KB, route: 60 * KB, css: 40 * KB };

const defaultDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const dist = path.resolve(option('dist') ?? defaultDist);
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No production build at ${dist} (run: pnpm --filter @back-office/web build)`);
  process.exit(1);
}
if (!existsSync(path.join(dist, MANIFEST))) {
  console.error(
    `No ${MANIFEST} in ${dist}: the budget reads the chunk graph from Vite's manifest ` +
      '(build.manifest: true in apps/web/vite.config.ts).',
  );
  process.exit(1);
}

const graph = readBuild(dist);
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const rows: string[][] = [];
const over: string[] = [];
const check = (what: string, bytes: number, budget: number, files: number) => {
  const ok = bytes <= budget;
  if (!ok) over.push(`${what}: ${kb(bytes)} KB > ${kb(budget)} KB`);
  rows.push([what, String(files), kb(bytes), kb(budget), ok ? 'ok' : 'OVER']);
};

if (graph.routes.size === 0) {
  console.error(
    'No lazily loaded route chunks found: route code splitting is missing (TanStack Router: ' +
      'tanstackRouter({ autoCodeSplitting: true }) in vite.config.ts).',
  );
  process.exit(1);
}

const initial = staticClosure(graph, [graph.entry, ...graph.modulePreloads]);
const loginRoute = [...graph.routes].find(([id]) => urlOf(id) === '/login');
const login = staticClosure(graph, [...initial, ...(loginRoute?.[1] ?? [])]);
check('initial JS for /login', gzipOf(graph, login), BUDGET.initial, login.size);

// What each route loads on its own: its `?tsr-split=` chunks and the chunks no other route
// loads, beyond the initial JS and its layouts (`/_app`). Layouts and shared chunks are listed
// on their own lines (not budgeted), so nothing is hidden.
const split = splitRoutes(graph, login);
const routeRows = [...split.own]
  .filter(([id]) => urlOf(id) !== '/login')
  .sort(([a], [b]) => a.localeCompare(b));
for (const [id, own] of routeRows) {
  check(`route ${id}`, gzipOf(graph, own), BUDGET.route, own.length);
}
const info = (what: string, files: string[]) =>
  rows.push([what, String(files.length), kb(gzipOf(graph, files)), '-', 'info']);
for (const [id, files] of split.layouts) info(`layout ${id}`, files);
info('shared by 2+ routes', split.shared);

const css = [...graph.assets.keys()].filter((f) => f.endsWith('.css'));
check('CSS (all stylesheets)', gzipOf(graph, css), BUDGET.css, css.length);

console.log(`# Bundle budget (${dist}; gzip -9; 1 KB = 1000 bytes)\n`);
printTable(['what', 'files', 'gzip KB', 'budget KB', ''], rows);
const allJs = [...graph.assets.keys()].filter((f) => f.endsWith('.js'));
console.log(
  `\n${allJs.length} JS chunks, ${kb(gzipOf(graph, allJs))} KB gzip in all; ` +
    `${graph.routes.size} lazily loaded routes.`,
);
if (over.length > 0) {
  console.error(`\nOver budget:\n- ${over.join('\n- ')}`);
  process.exit(1);
}
