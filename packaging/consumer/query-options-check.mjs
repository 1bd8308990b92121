// Writes src/web/query-options.check.tsx: every query-options factory @back-office/hooks exports
// (from every subpath of its package.json `exports`: `/orders`, `/consultants`, …), passed through useQuery, useSuspenseQuery, prefetchQuery, fetchQuery and ensureQueryData (an
// infinite one through useInfiniteQuery, useSuspenseInfiniteQuery, prefetchInfiniteQuery and
// ensureInfiniteQueryData), for tsc to check under the consumer's strict flags. The factories are
// found by TypeScript's checker in the installed declarations: a function, or a function member of
// an exported object, that returns options with `queryKey` and `queryFn` (and `initialPageParam`:
// infinite). Fails when it finds fewer than it should, so it cannot pass by finding none.
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

// The installed package's entry points, but its test helpers and the type-only opt-in.
const manifest = JSON.parse(readFileSync('node_modules/@back-office/hooks/package.json', 'utf8'));
const entries = Object.keys(manifest.exports)
  .filter((entry) => !['./package.json', './register', './testing'].includes(entry))
  .map((entry) => `@back-office/hooks${entry.slice(1)}`);
if (entries.length < 10)
  throw new Error(`found ${entries.length} entry points of @back-office/hooks`);

const probe = 'query-options.probe.ts';
writeFileSync(
  probe,
  entries.map((entry, index) => `export * as hooks${index} from '${entry}';\n`).join(''),
);
const program = ts.createProgram([probe], {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  exactOptionalPropertyTypes: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
});
const checker = program.getTypeChecker();
const source = program.getSourceFile(probe);

/** 'infinite', 'query' or undefined for what a function returns. */
function kindOf(type) {
  const signature = type.getCallSignatures()[0];
  if (!signature) return undefined;
  const result = signature.getReturnType();
  if (!result.getProperty('queryKey') || !result.getProperty('queryFn')) return undefined;
  return result.getProperty('initialPageParam') ? 'infinite' : 'query';
}

const factories = [];
entries.forEach((entry, index) => {
  const specifier = source.statements[index].moduleSpecifier;
  const hooks = checker.getSymbolAtLocation(specifier);
  if (!hooks) throw new Error(`${entry} does not resolve`);
  for (const symbol of checker.getExportsOfModule(hooks)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (!(target.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) continue;
    const type = checker.getTypeOfSymbolAtLocation(target, specifier);
    const name = `hooks${index}.${symbol.name}`;
    const own = kindOf(type);
    if (own) factories.push({ name, kind: own });
    if (!/Queries$/.test(symbol.name)) continue;
    for (const member of type.getProperties()) {
      const kind = kindOf(checker.getTypeOfSymbolAtLocation(member, specifier));
      if (kind) factories.push({ name: `${name}.${member.name}`, kind });
    }
  }
});
const infinite = factories.filter((f) => f.kind === 'infinite').length;
if (factories.length < 40 || infinite < 1)
  throw new Error(`found ${factories.length} query-options factories (${infinite} infinite)`);

const lines = [
  '// Written by query-options-check.mjs: each factory through every React Query entry point.',
  ...entries.map((entry, index) => `import * as hooks${index} from '${entry}';`),
  'import {',
  '  QueryClient,',
  '  useInfiniteQuery,',
  '  useQuery,',
  '  useSuspenseInfiniteQuery,',
  '  useSuspenseQuery,',
  "} from '@tanstack/react-query';",
  '',
  'const queryClient = new QueryClient();',
];
factories.forEach(({ name, kind }, index) => {
  const options = `${name}(...args${index})`;
  lines.push(
    '',
    `declare const args${index}: Parameters<typeof ${name}>;`,
    `export function Check${index}() {`,
    `  const options = ${options};`,
  );
  if (kind === 'infinite') {
    lines.push(
      '  const pages = useInfiniteQuery(options);',
      '  useSuspenseInfiniteQuery(options);',
      '  void queryClient.prefetchInfiniteQuery(options);',
      '  void queryClient.ensureInfiniteQueryData(options);',
      '  return pages.data?.pages.length ?? null;',
    );
  } else {
    lines.push(
      '  const result = useQuery(options);',
      '  useSuspenseQuery(options);',
      '  void queryClient.prefetchQuery(options);',
      '  void queryClient.fetchQuery(options);',
      '  void queryClient.ensureQueryData(options);',
      '  return result.isSuccess ? null : null;',
    );
  }
  lines.push('}');
});
writeFileSync('src/web/query-options.check.tsx', `${lines.join('\n')}\n`);
console.log(`${factories.length} query-options factories (${infinite} infinite) to check`);
