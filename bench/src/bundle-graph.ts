import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** What the production build holds, read from `dist/` and its Vite manifest. */
export interface BuildGraph {
  assets: Map<string, Asset>;
  /** The entry script and the stylesheets of index.html (file names in `assets/`). */
  entry: string;
  stylesheets: string[];
  modulePreloads: string[];
  /** Route id (e.g. `/_app/dashboard`) → the chunks it loads lazily. */
  routes: Map<string, string[]>;
}

/** One chunk of `.vite/manifest.json` (`build.manifest: true`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export const MANIFEST = '.vite/manifest.json';

/**
 * A code-split piece of a TanStack route file, as the router plugin names it:
 * `src/routes/_app/orders.tsx?tsr-split=component` (or `…=component---loader`, `…=errorComponent`).
 */
const ROUTE_SPLIT = /^src\/routes\/(.+)\.[jt]sx?\?tsr-split=/;

/**
 * The route id of a file under `src/routes` (TanStack file-based routing): `_app/orders` →
 * `/_app/orders`, `_app/index` → `/_app/`, `_app/users/$userId/index` → `/_app/users/$userId/`.
 */
export function routeIdOf(routeFile: string): string {
  const segments = routeFile.split(/[/.]/);
  if (segments.at(-1) === 'index') segments[segments.length - 1] = '';
  return `/${segments.join('/')}`;
}

/**
 * Reads `dist/index.html`, `dist/.vite/manifest.json` (the exact chunk graph: static and dynamic
 * imports, and which source each lazily loaded chunk comes from) and the gzip size (level 9,
 * deterministic) of every file of `dist/assets`.
 */
export function readBuild(dist: string): BuildGraph {
  const manifestPath = path.join(dist, MANIFEST);
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing (build.manifest: true in apps/web/vite.config.ts)`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const assetName = (href: string) => path.basename(href);
  const fileOf = (key: string) => assetName(manifest[key]?.file ?? key);

  // index.html's script; the build's other entry (after-paint, the one script of a
  // server-rendered page, decision 034) is not part of the sign-in page's initial JS.
  const entryKey = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`${manifestPath} has no entry chunk`);
  const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => assetName(m[1] ?? ''),
  );
  const modulePreloads = [
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => assetName(m[1] ?? ''));

  const assets = new Map<string, Asset>();
  const dir = path.join(dist, 'assets');
  for (const file of readdirSync(dir).sort()) {
    const content = readFileSync(path.join(dir, file));
    assets.set(file, {
      file,
      bytes: content.byteLength,
      gzip: gzipSync(content, { level: 9 }).byteLength,
      imports: [],
      dynamicImports: [],
    });
  }

  const routes = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const asset = assets.get(assetName(chunk.file));
    if (asset) {
      asset.imports = (chunk.imports ?? []).map(fileOf);
      asset.dynamicImports = (chunk.dynamicImports ?? []).map(fileOf);
    }
    const routeFile = ROUTE_SPLIT.exec(key)?.[1];
    if (routeFile && routeFile !== '__root') {
      const id = routeIdOf(routeFile);
      const chunks = routes.get(id) ?? [];
      if (!chunks.includes(fileOf(key))) chunks.push(fileOf(key));
      routes.set(id, chunks);
    }
  }
  return { assets, entry: fileOf(entryKey), stylesheets, modulePreloads, routes };
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

/** The layouts a route sits in: `/_app/users/$userId/edit` → `/_app`, `/_app/users`… (those that exist). */
export function ancestorsOf(graph: BuildGraph, routeId: string): string[] {
  return [...graph.routes.keys()].filter(
    (id) => id !== routeId && !id.endsWith('/') && routeId.startsWith(`${id}/`),
  );
}

/** How the lazily loaded JS splits between the routes (beyond the initial JS). */
export interface RouteSplit {
  /** Route id → the chunks that route alone loads (see {@link splitRoutes}). */
  own: Map<string, string[]>;
  /** Layout route id (e.g. `/_app`) → what it loads beyond the initial JS. */
  layouts: Map<string, string[]>;
  /** Chunks that two or more routes load (shared code: zod, Mantine pieces…). */
  shared: string[];
}

/**
 * Splits the route chunks beyond `initial`: a layout route (one that other routes sit in) owns
 * its static closure; every other route owns its `?tsr-split=` chunks and the chunks of their
 * static closure that no other route loads, minus what its layouts load. Chunks that two or more
 * (non-layout) routes load are shared.
 */
export function splitRoutes(graph: BuildGraph, initial: ReadonlySet<string>): RouteSplit {
  const layoutIds = new Set([...graph.routes.keys()].flatMap((id) => ancestorsOf(graph, id)));
  const beyond = (chunks: Iterable<string>) =>
    [...staticClosure(graph, chunks)].filter((f) => !initial.has(f));
  const layouts = new Map<string, string[]>();
  for (const id of [...layoutIds].sort()) layouts.set(id, beyond(graph.routes.get(id) ?? []));

  const closures = new Map<string, string[]>();
  for (const [id, chunks] of graph.routes) {
    if (layoutIds.has(id)) continue;
    const inLayouts = new Set(ancestorsOf(graph, id).flatMap((l) => layouts.get(l) ?? []));
    closures.set(
      id,
      beyond(chunks).filter((f) => !inLayouts.has(f)),
    );
  }
  const users = new Map<string, number>();
  for (const files of closures.values()) {
    for (const f of files) users.set(f, (users.get(f) ?? 0) + 1);
  }
  const own = new Map<string, string[]>();
  for (const [id, files] of closures) {
    const split = new Set(graph.routes.get(id));
    own.set(
      id,
      files.filter((f) => split.has(f) || users.get(f) === 1),
    );
  }
  const inLayout = new Set([...layouts.values()].flat());
  const shared = [...users]
    .filter(([f, n]) => n >= 2 && !inLayout.has(f))
    .map(([f]) => f)
    .sort();
  return { own, layouts, shared };
}
