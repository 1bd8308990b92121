import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

/** The apps' source files, not their tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * A money label written out instead of taken from `MONEY_LABELS`: a bare "Total" or "Subtotal"
 * (which says nothing about VAT), or the old spellings ("Total (excl. VAT)", "Subtotal excl. VAT",
 * "Unit price excl. VAT"), as a string or a JSX text.
 */
const BARE_LABEL =
  /(['"`>]|^\s*)(Total|Subtotal|Total \((ex|in)cl\. VAT\)|Subtotal \(excl\. VAT\)|(Subtotal|Total|Unit price|Line total) (ex|in)cl\. VAT( \(R\))?|Unit price \(excl\. VAT\)|Line total \(excl\. VAT\))(['"`<]|\s*$)/m;

describe('the money vocabulary (decision 051)', () => {
  it('is the only way the apps label money', () => {
    const offenders = ['apps/web/src', 'apps/api/src'].flatMap((dir) =>
      sources(join(ROOT, dir)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(ROOT, file)}:${i + 1}` }))
          .filter(({ line }) => !line.trim().startsWith('*') && !line.trim().startsWith('//'))
          .filter(({ line }) => BARE_LABEL.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('catches the labels it is meant to', () => {
    for (const line of [
      "      header: 'Total',",
      '<LabelledValue label="Total">',
      '<Table.Th colSpan={2}>Subtotal excl. VAT</Table.Th>',
      "{ header: 'Total excl. VAT (R)', key: 'total' }",
      '                  Subtotal (excl. VAT)',
    ]) {
      expect(BARE_LABEL.test(line), line).toBe(true);
    }
    expect(BARE_LABEL.test("header: MONEY_LABELS.total, 'Total for Thabo'")).toBe(false);
  });
});
