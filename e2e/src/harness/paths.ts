import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the journeys find the repository's apps and the tools that build and start them. */
export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const apiDir = path.join(repo, 'apps/api');
export const webDir = path.join(repo, 'apps/web');
export const vite = path.join(webDir, 'node_modules/vite/bin/vite.js');
/** Development: the API's TypeScript run by tsx. */
export const tsx = path.join(apiDir, 'node_modules/tsx/dist/cli.mjs');
/** Production (decision 040): the API built once by `build.mjs` and run as `node dist/main.js`. */
export const apiBuild = path.join(apiDir, 'build.mjs');
export const apiMain = path.join(apiDir, 'dist/main.js');
