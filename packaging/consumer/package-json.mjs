// Writes the consumer's package.json: the packed tarballs (arguments) plus its tools at the
// versions of the workspace catalog (pnpm-workspace.yaml), so the check uses what CI pins.
import { readFileSync, writeFileSync } from 'node:fs';

const [workspaceFile, ...tarballs] = process.argv.slice(2);
const catalog = {};
let inCatalog = false;
for (const line of readFileSync(workspaceFile, 'utf8').split('\n')) {
  if (/^\S/.test(line)) inCatalog = line.startsWith('catalog:');
  const entry = inCatalog && line.match(/^\s+"?([^":]+)"?:\s*(\S+)\s*$/);
  if (entry) catalog[entry[1]] = entry[2];
}

const TOOLS = [
  '@arethetypeswrong/cli',
  '@tanstack/react-query',
  '@types/node',
  '@types/react',
  '@types/react-dom',
  '@vitejs/plugin-react',
  'ajv',
  'ajv-formats',
  'fetch-cookie',
  'msw',
  'publint',
  'react',
  'react-dom',
  'typescript',
  'vite',
];
const dependencies = {};
for (const name of TOOLS) {
  if (!catalog[name]) throw new Error(`${name} is not in the workspace catalog`);
  dependencies[name] = catalog[name];
}
for (const tarball of tarballs) {
  const name = tarball.match(/back-office-([a-z-]+)-\d/)?.[1];
  if (!name) throw new Error(`not a package tarball: ${tarball}`);
  dependencies[`@back-office/${name}`] = `file:${tarball}`;
}
const pkg = { name: 'back-office-consumer', private: true, type: 'module', dependencies };
writeFileSync('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
