import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing: text, above the size where compression pays. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` beside every compressible file of the
 * build, so the production server sends them as they are (no compression per request).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'back-office:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        jobs.push(
          readFile(file).then(async (bytes) => {
            if (bytes.length < MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gz(bytes, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
