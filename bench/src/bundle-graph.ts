import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One built asset: its gzip size and the chunks it imports statically and dynamically. */
export interface Asset {
  file: string;
  bytes: number;
  gzip: number;
  imports: string[];
  dynamicImports: string[];
}

/** What the production build holds, read from `dist/`. */
export interface BuildGraph {
  assets: Map<string, Asset>;
  /** The entry script and the stylesheets of index.html (file names in `assets/`). */
  entry: string;
  stylesheets: string[];
  modulePreloads: string[];
  /** Route id (e.g. `/_app/dashboard`) → the chunks it loads lazily. */
  routes: Map<string, string[]>;
}

const STATIC = /(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
const DYNAMIC = /import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;
/** A TanStack file route in minified output: `x(`/_app/dashboard`)({ … })`. */
const ROUTE = /\(\s*["'`](\/[^"'`]*)["'`]\s*\)\s*\(\s*\{/g;

const names = (source: string, re: RegExp) => [...source.matchAll(re)].map((m) => m[1] ?? '');

/** Reads `dist/index.html` and every file of `dist/assets` (gzip level 9, deterministic). */
export function readBuild(dist: string): BuildGraph {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const assetName = (href: string) => path.basename(href);
  const entryHref = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entryHref) throw new Error(`${dist}/index.html has no module script`);
  const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => assetName(m[1] ?? ''),
  );
  const modulePreloads = [
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => assetName(m[1] ?? ''));
  const assets = new Map<string, Asset>();
  const routes = new Map<string, string[]>();
  const dir = path.join(dist, 'assets');
  for (const file of readdirSync(dir).sort()) {
    const content = readFileSync(path.join(dir, file));
    const asset: Asset = {
      file,
      bytes: content.byteLength,
      gzip: gzipSync(content, { level: 9 }).byteLength,
      imports: [],
      dynamicImports: [],
    };
    if (file.endsWith('.js')) {
      const source = content.toString('utf8');
      const dynamic = new Set(names(source, DYNAMIC));
      asset.dynamicImports = [...dynamic];
      asset.imports = [...new Set(names(source, STATIC))].filter(
        (f) => !dynamic.has(f) || source.includes(`from"./${f}"`),
      );
      collectRoutes(source, routes);
    }
    assets.set(file, asset);
  }
  return { assets, entry: assetName(entryHref), stylesheets, modulePreloads, routes };
}

/** Each route definition's lazy chunks: the dynamic imports up to the next route definition. */
function collectRoutes(source: string, routes: Map<string, string[]>): void {
  const found = [...source.matchAll(ROUTE)];
  found.forEach((match, i) => {
    const start = match.index ?? 0;
    const end = found[i + 1]?.index ?? source.length;
    const chunks = names(source.slice(start, end), DYNAMIC);
    if (chunks.length > 0)
      routes.set(match[1] ?? '', [...(routes.get(match[1] ?? '') ?? []), ...chunks]);
  });
}

/** Every chunk `roots` load statically (themselves included). */
export function staticClosure(graph: BuildGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of graph.assets.get(file)?.imports ?? []) stack.push(dep);
  }
  return seen;
}

/** The gzip bytes of a set of chunks. */
export function gzipOf(graph: BuildGraph, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += graph.assets.get(file)?.gzip ?? 0;
  return total;
}

/** `/_app/orders/` → `/orders` (pathless layout segments start with `_`). */
export function urlOf(routeId: string): string {
  const parts = routeId.split('/').filter((p) => p && !p.startsWith('_'));
  return `/${parts.join('/')}`;
}
