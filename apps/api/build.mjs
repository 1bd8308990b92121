// Builds the API to JavaScript once (decision 040): `dist/main.js`, run by `node dist/main.js`,
// and the operator's command `dist/admin.js`.
//
// - The API's source and the workspace packages it imports (@back-office/*, TypeScript) are
//   bundled into one module; third-party packages stay imports of apps/api/node_modules (PGlite
//   loads its wasm beside its own files, Redoc's browser build is read from its package).
// - The files the server reads beside its code come along: the migrations (`dist/migrations`,
//   where src/db/migrate.ts looks beside itself) and the contract bundled by Redocly
//   (`dist/openapi.json`, read by src/http/contract/load.ts), so nothing is bundled at start.
//
// `node build.mjs [--outdir DIR]` (default `dist`; the tests build elsewhere, inside apps/api so
// the packages resolve). Plain JavaScript so it runs on any Node the build is started with.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdirAt = process.argv.indexOf('--outdir');
const dist = path.resolve(root, outdirAt === -1 ? 'dist' : (process.argv[outdirAt + 1] ?? 'dist'));
// Built beside it, then moved in: a server starting meanwhile never finds half a build.
const building = `${dist}.building-${process.pid}`;
const require = createRequire(import.meta.url);

/** `pkg` of `pkg/sub/path` or `@scope/pkg/sub/path`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Third-party packages stay imports; the workspace's TypeScript packages are bundled. */
const thirdPartyExternal = {
  name: 'third-party-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      if (args.path.startsWith('@back-office/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const contract = require.resolve('@back-office/openapi/openapi.json');
if (!existsSync(contract)) {
  console.error(
    `The contract bundle ${contract} is missing: run \`pnpm --filter @back-office/openapi generate\` first.`,
  );
  process.exit(1);
}

rmSync(building, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    // `node dist/admin.js`: the operator's command (`pnpm admin`, decision 039), built alongside.
    ...(existsSync(path.join(root, 'src/cli/admin.ts')) ? { admin: 'src/cli/admin.ts' } : {}),
    // The worker threads' entry (issue 33): src/lib/workers/heavy-pool.ts loads it beside main.js.
    ...(existsSync(path.join(root, 'src/lib/workers/heavy-worker.ts'))
      ? { 'heavy-worker': 'src/lib/workers/heavy-worker.ts' }
      : {}),
    // The server render's threads (decision 073): src/http/page-render.ts loads it beside main.js.
    ...(existsSync(path.join(root, 'src/http/render-worker.ts'))
      ? { 'render-worker': 'src/http/render-worker.ts' }
      : {}),
  },
  outdir: building,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node26',
  sourcemap: 'linked',
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [thirdPartyExternal],
});

// Every package the bundle imports must be installed where `dist/main.js` resolves from (a
// workspace package's own dependency that apps/api does not declare would fail at start).
const missing = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const imported of output.imports) {
    if (!imported.external || imported.path.startsWith('node:')) continue;
    const name = packageName(imported.path);
    let dir = building;
    let found = false;
    while (!found) {
      found = existsSync(path.join(dir, 'node_modules', name, 'package.json'));
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
    if (!found) missing.add(name);
  }
}
if (missing.size > 0) {
  rmSync(building, { recursive: true, force: true });
  console.error(
    `The built API imports packages apps/api does not have: ${[...missing].join(', ')}. Add them to apps/api/package.json.`,
  );
  process.exit(1);
}

cpSync(path.join(root, 'src/db/migrations'), path.join(building, 'migrations'), {
  recursive: true,
});
cpSync(contract, path.join(building, 'openapi.json'));
const old = `${dist}.old-${process.pid}`;
if (existsSync(dist)) renameSync(dist, old);
mkdirSync(path.dirname(dist), { recursive: true });
renameSync(building, dist);
rmSync(old, { recursive: true, force: true });
