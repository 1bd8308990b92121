// Writes the consumer's package.json: its tools at the versions of the workspace catalog
// (pnpm-workspace.yaml), so the check uses what CI pins, plus CURRENT: what a tool started today
// gets where that is a newer major than the catalog's (TypeScript's current major beside the
// catalog's). The @back-office packages are then installed by name from the registry. msw stays
// at the catalog's 2: msw 3.0.5 intercepts nothing that happy-dom's fetch sends (a bare
// `http.get` handler goes unmatched under vitest's happy-dom environment), which the hooks'
// example test needs; in Node the testing entry works with msw 3 too (peer ^2.7.0 || ^3.0.0).
import { readFileSync, writeFileSync } from 'node:fs';

const [workspaceFile] = process.argv.slice(2);
const catalog = {};
let inCatalog = false;
for (const line of readFileSync(workspaceFile, 'utf8').split('\n')) {
  if (/^\S/.test(line)) inCatalog = line.startsWith('catalog:');
  const entry = inCatalog && line.match(/^\s+"?([^":]+)"?:\s*(\S+)\s*$/);
  if (entry) catalog[entry[1]] = entry[2];
}

const TOOLS = [
  '@tanstack/react-query',
  '@testing-library/react',
  '@types/node',
  '@types/react',
  '@types/react-dom',
  '@vitejs/plugin-react',
  'ajv',
  'ajv-formats',
  'fetch-cookie',
  'happy-dom',
  'msw',
  'react',
  'react-dom',
  'typescript',
  'vite',
  'vitest',
];
// Exact, so a run is repeatable; raise them when a new major or minor comes out.
const CURRENT = { typescript7: 'npm:typescript@7.0.2' };
const dependencies = {};
for (const name of TOOLS) {
  if (!catalog[name]) throw new Error(`${name} is not in the workspace catalog`);
  dependencies[name] = catalog[name];
}
Object.assign(dependencies, CURRENT);
const pkg = { name: 'back-office-consumer', private: true, type: 'module', dependencies };
writeFileSync('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
