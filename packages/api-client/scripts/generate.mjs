#!/usr/bin/env node
// Generates src/generated/schema.ts from the bundled contract (openapi/dist/openapi.json).
//   node scripts/generate.mjs            write the file
//   node scripts/generate.mjs --check    (or CI=1) fail when the committed file is stale
//   --input <file>                       another bundle (tests, experiments)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const inputIndex = args.indexOf('--input');
const input = resolve(
  inputIndex >= 0 ? args[inputIndex + 1] : resolve(here, '../../../openapi/dist/openapi.json'),
);
const output = resolve(here, '../src/generated/schema.ts');
// The contract itself, for the `testing` entry (not committed: always rewritten from the bundle).
const contractOutput = resolve(here, '../src/generated/contract.ts');
const check = args.includes('--check') || Boolean(process.env.CI);

const HEADER = `/**
 * generated — do not edit.
 * Source: openapi/dist/openapi.json (the bundled contract).
 * Regenerate with \`pnpm --filter @back-office/api-client generate\`; CI fails when this file is stale.
 */

`;

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

/**
 * A file part or a download: `format: binary` (OpenAPI 3.0 style), or a string whose
 * `contentMediaType` is binary (3.1 style). JSON or text carried in a string stays a string.
 */
function isBinary(schema) {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!types.includes('string')) return false;
  if (schema.format === 'binary') return true;
  const media = schema.contentMediaType;
  return typeof media === 'string' && !/json|^text\//i.test(media);
}

function isNullable(schema) {
  return schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
}

async function generate() {
  let raw;
  try {
    raw = await readFile(input, 'utf8');
  } catch {
    console.error(
      `api-client generate: ${input} not found. Bundle the contract first ` +
        '(pnpm --filter @back-office/openapi generate).',
    );
    process.exit(1);
  }
  const ast = await openapiTS(JSON.parse(raw), {
    // A property with a default but not in `required` stays optional: a request may omit it
    // (e.g. the login form's `scope`). Read models list what they always send in `required`.
    defaultNonNullable: false,
    // A `…Values` array of every enum (the domain package names them), so lists follow the contract.
    enumValues: true,
    transform(schema) {
      if (!isBinary(schema)) return undefined;
      return isNullable(schema) ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
    },
  });
  return { schema: HEADER + astToString(ast), contract: contractModule(raw) };
}

/** A module holding the bundled contract as a JSON string: cheap to type-check and to parse. */
function contractModule(raw) {
  const json = JSON.stringify(JSON.stringify(JSON.parse(raw)));
  return `${HEADER.replace('do not edit.', 'do not edit (not committed).')}import type { ContractDocument } from '../testing/contract-document.ts';

/** The bundled contract (openapi/dist/openapi.json). */
export const contractDocument: ContractDocument = JSON.parse(${json});
`;
}

const { schema: next, contract } = await generate();
await mkdir(dirname(output), { recursive: true });
await writeFile(contractOutput, contract);
if (check) {
  const current = await readFile(output, 'utf8').catch(() => '');
  if (current !== next) {
    console.error(
      'api-client: src/generated/schema.ts is stale (it differs from what the contract generates).\n' +
        'Run `pnpm --filter @back-office/api-client generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log('api-client: src/generated/schema.ts is up to date.');
} else {
  await writeFile(output, next);
  console.log(`api-client: wrote ${output}`);
}
