import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's `.vite/manifest.json` (`build.manifest: true`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * A code-split piece of a TanStack route file that draws the page, as the router plugin names
 * it: `src/routes/_app/orders.tsx?tsr-split=component---loader` (error and not-found pieces
 * load only when needed, so they are not preloaded).
 */
const ROUTE_COMPONENT = /^src\/routes\/(.+)\.[jt]sx?\?tsr-split=(?:[^&]*---)?component(?:---|$)/;

interface RouteChunks {
  /** `_app/users/$userId/index` → the URL segments `users`, `$userId`, ``. */
  readonly segments: readonly string[];
  /** The route file without extension (its layouts are the files that prefix it). */
  readonly file: string;
  readonly chunks: string[];
}

/** The URL segments of a route file's segments: `index` names its folder's own page. */
const urlSegments = (segments: readonly string[]) =>
  segments.at(-1) === 'index' ? segments.slice(0, -1) : segments;

/** Whether `segments` (of a route file, layouts dropped) match the URL's `parts`. */
function matches(segments: readonly string[], parts: readonly string[]): boolean {
  const wanted = urlSegments(segments);
  if (wanted.at(-1) === '$') return parts.length >= wanted.length - 1;
  if (wanted.length !== parts.length) return false;
  return wanted.every((segment, i) => segment.startsWith('$') || segment === parts[i]);
}

/** Static segments count most, then parameters; a splat (`$`) least. */
const specificity = (segments: readonly string[]) =>
  urlSegments(segments).reduce((sum, s) => sum + (s === '$' ? 0 : s.startsWith('$') ? 1 : 2), 0);

/**
 * The chunks a page of the built app will load once its code runs, for `<link rel=modulepreload>`
 * in the `index.html` the server answers (decision 020): the matching route's component chunk,
 * its layouts' (`_app`: the shell and React Query) and everything they import, minus what
 * `index.html` already loads. Without them the browser learns of each chunk only after the
 * previous one ran (entry → session → layout → page). With `'styles'`, the same chunks' CSS
 * files instead (a server-rendered page links them, so it is drawn styled before its code runs;
 * Vite's loader then finds them linked). Returns `() => []` when the build has no manifest.
 *
 * @example
 * const preloads = pagePreloads('apps/web/dist');
 * preloads('/products'); // ['/assets/products-x1.js', '/assets/app-layout-y2.js', …]
 */
export function pagePreloads(
  distDir: string,
  kind: 'scripts' | 'styles' = 'scripts',
): (urlPath: string) => readonly string[] {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const closure = (keys: Iterable<string>, into = new Set<string>()) => {
    const stack = [...keys];
    while (stack.length > 0) {
      const key = stack.pop() ?? '';
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      stack.push(...(manifest[key]?.imports ?? []));
    }
    return into;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedByIndex = closure(entryKeys);

  const routes: RouteChunks[] = [];
  for (const key of Object.keys(manifest)) {
    const file = ROUTE_COMPONENT.exec(key)?.[1];
    if (!file || file === '__root') continue;
    const route = routes.find((r) => r.file === file);
    if (route) route.chunks.push(key);
    else {
      const segments = file.split('/').filter((s) => !s.startsWith('_'));
      routes.push({ file, segments, chunks: [key] });
    }
  }
  const leaves = routes
    .filter((route) => route.segments.length > 0)
    .sort((a, b) => specificity(b.segments) - specificity(a.segments));

  const cache = new Map<string, readonly string[]>();
  return (urlPath) => {
    const parts = urlPath.split('/').filter(Boolean);
    const leaf = leaves.find((route) => matches(route.segments, parts));
    if (!leaf) return [];
    const known = cache.get(leaf.file);
    if (known) return known;
    // The leaf and its layouts (`_app`, `_app/users`…): the route files that prefix it.
    const chain = routes.filter(
      (route) => route === leaf || leaf.file.startsWith(`${route.file}/`),
    );
    const keys = [...closure(chain.flatMap((route) => route.chunks))].filter(
      (key) => !loadedByIndex.has(key),
    );
    const files =
      kind === 'scripts'
        ? keys.map((key) => `/${manifest[key]?.file ?? key}`)
        : [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))].map((file) => `/${file}`);
    cache.set(leaf.file, files);
    return files;
  };
}

/**
 * `index.html` with a `<link rel=modulepreload>` per file, before `</head>`. Low priority: on a
 * slow network the entry and its own preloads (the first paint) keep the bandwidth; the page's
 * chunks come while the session is checked.
 */
export function withModulePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files
    .map(
      (file) => `    <link rel="modulepreload" crossorigin fetchpriority="low" href="${file}" />\n`,
    )
    .join('');
  return html.replace('</head>', `${links}  </head>`);
}

/** The built file (`/assets/after-paint-x1.js`) of an entry of the manifest, if the build has it. */
export function entryFile(distDir: string, source: string): string | undefined {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const chunk = manifest[source];
  return chunk?.isEntry ? `/${chunk.file}` : undefined;
}
