import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The package's source below `dir` as one text: its .ts and .tsx files, tests and test/ left out. */
export function sources(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'test' ? '' : sources(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? readFileSync(full, 'utf8')
        : '';
    })
    .join('\n');
}
