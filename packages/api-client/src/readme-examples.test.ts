import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const EXAMPLES = new URL('../examples/', import.meta.url);

/** The ```ts block right after `<!-- example:<file> -->`, or undefined. */
function blockAfter(marker: string): string | undefined {
  const at = README.indexOf(`<!-- example:${marker} -->`);
  if (at < 0) return undefined;
  return README.slice(at).match(/```ts\n([\s\S]*?)\n```/)?.[1];
}

// The examples are type-checked and run against the real API by scripts/test-packages.sh; this
// keeps the README showing exactly those files.
describe('README examples', () => {
  const files = readdirSync(EXAMPLES).filter((name) => name.endsWith('.ts'));

  it('include both Node modes', () => {
    expect(files.sort()).toEqual(['cookie-mode.ts', 'token-mode.ts']);
  });

  it.each(files)('shows examples/%s verbatim', (file) => {
    const source = readFileSync(new URL(file, EXAMPLES), 'utf8').trimEnd();
    expect(blockAfter(file)).toBe(source);
  });
});
