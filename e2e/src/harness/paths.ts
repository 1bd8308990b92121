import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the journeys find the repository's apps and the tools that build and start them. */
export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const apiDir = path.join(repo, 'apps/api');
export const webDir = path.join(repo, 'apps/web');
export const vite = path.join(webDir, 'node_modules/vite/bin/vite.js');
export const tsx = path.join(apiDir, 'node_modules/tsx/dist/cli.mjs');
