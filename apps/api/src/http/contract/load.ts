import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { OpenApiDocument } from './types.ts';

/**
 * Where the bundled contract is: `OPENAPI_JSON` when set, else beside the built server
 * (`apps/api/dist/openapi.json`, copied there by the build: decision 040), else the
 * `@back-office/openapi/openapi.json` package export (openapi/dist/openapi.json, built by
 * `pnpm --filter @back-office/openapi generate`).
 */
export function contractPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.OPENAPI_JSON) return env.OPENAPI_JSON;
  const built = fileURLToPath(new URL('openapi.json', import.meta.url));
  if (existsSync(built)) return built;
  return createRequire(import.meta.url).resolve('@back-office/openapi/openapi.json');
}

/** Reads the bundled contract; a missing bundle is a clear start-up error. */
export function loadContractDocument(file = contractPath()): OpenApiDocument {
  if (!existsSync(file)) {
    throw new Error(
      `The contract bundle ${file} is missing: run \`pnpm --filter @back-office/openapi generate\` first.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}
