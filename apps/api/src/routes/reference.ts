import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';

/** Redoc's one-file browser build, served by the API itself (no CDN: the machines are offline). */
const REDOC_FILE = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
export const REDOC_PATH = '/docs/redoc.standalone.js';

/**
 * Redoc styles itself with inline styles and runs its search in a blob worker; everything else
 * (script, contract) comes from this origin, and nothing may be sent elsewhere (no telemetry).
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Back-office API reference</title>
  </head>
  <body>
    <redoc spec-url="/openapi.json"></redoc>
    <script src="${REDOC_PATH}"></script>
  </body>
</html>
`;

/**
 * The contract as JSON (`/openapi.json`, what the API validates against) and its reference
 * page (`/docs`, Redoc). Public: the contract is no secret and tool authors read it signed out.
 */
export function referenceRoutes(deps: AppDeps) {
  let contractJson: string | undefined;
  let redoc: Promise<string> | undefined;
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      contractJson ??= JSON.stringify(deps.contract.doc);
      c.header('Cache-Control', 'no-cache');
      return c.body(contractJson, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    })
    .get('/docs', (c) => {
      c.header('Content-Security-Policy', DOCS_CSP);
      return c.html(PAGE);
    })
    .get(REDOC_PATH, async (c) => {
      redoc ??= readFile(REDOC_FILE, 'utf8');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(await redoc, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    });
}
