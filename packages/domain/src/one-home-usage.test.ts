import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

/** The apps' and client packages' source files, not their tests nor generated code. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'generated', 'dist'].includes(entry.name) ? [] : sources(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * What has one home (decision 064): a copy written out in an app is flagged. `home` is the one
 * file outside this package allowed to hold it.
 */
const RULES: { what: string; pattern: RegExp; home?: string }[] = [
  {
    what: 'the 20 MB spreadsheet limit (MAX_SPREADSHEET_BYTES)',
    pattern: /\b20 \* 1024 \* 1024\b/,
  },
  {
    what: 'a table of spreadsheet media types (SPREADSHEET_MEDIA_TYPES)',
    pattern:
      /['"](application\/csv|text\/comma-separated-values|application\/vnd\.ms-excel)['"]|\[\s*['"]\.(xlsx|csv)['"]\s*\]/,
  },
  {
    what: 'a row-error cap (MAX_ROW_ERRORS)',
    pattern: /\b(MAX_\w*ERRORS)\s*=|errors\.slice\(0, (100|200)\)/,
  },
  {
    what: 'the consultant columns (CONSULTANT_COLUMNS) or the example row marker',
    pattern: /^\s*'address_line1',$|['"]EXAMPLE['"]/,
  },
  {
    what: 'the SAST offset in SQL (southAfricanDaySql, southAfricanDayStartSql)',
    pattern: /interval '2 hours?'/,
  },
  {
    what: 'the "an order needs a line" rule in other words (ORDER_NEEDS_A_LINE)',
    pattern: /has no items to process|The order has no items|at least one line first/,
  },
  {
    what: 'order error details parsed again (the API parses them once)',
    pattern: /JSON\.parse\([^)]*(error_?details|errorDetails)/i,
    home: 'apps/api/src/stock-orders/error-details.ts',
  },
  {
    what: 'FailedItem or OrderErrorDetails typed again (the contract types them)',
    pattern: /interface (FailedItem|OrderErrorDetails)\b|z\.object\(\{\s*item_id/,
  },
];

const DIRS = ['apps/web/src', 'apps/api/src', 'packages/api-client/src', 'packages/hooks/src'];

function offenders(pattern: RegExp, home?: string): string[] {
  return DIRS.flatMap((dir) =>
    sources(join(ROOT, dir))
      .filter((file) => relative(ROOT, file) !== home)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(ROOT, file)}:${i + 1}` }))
          .filter(({ line }) => !line.trim().startsWith('*') && !line.trim().startsWith('//'))
          .filter(({ line }) => pattern.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      ),
  );
}

describe('one home for each shared rule (decision 064)', () => {
  for (const rule of RULES) {
    it(`no app writes out ${rule.what}`, () => {
      expect(offenders(rule.pattern, rule.home)).toEqual([]);
    });
  }

  it('catches the copies it is meant to', () => {
    const caught = (line: string) => RULES.some((rule) => rule.pattern.test(line));
    for (const line of [
      'export const SPREADSHEET_MAX_BYTES = 20 * 1024 * 1024;',
      "  'text/csv': ['.csv'],",
      "const CSV_TYPES = new Set(['text/csv', 'application/csv']);",
      'export const MAX_KEPT_ERRORS = 200;',
      '  return errors.slice(0, 100);',
      "  'address_line1',",
      "  consultant_number: 'EXAMPLE',",
      "co.created_at >= ((?::date - interval '2 hours') AT TIME ZONE 'UTC')",
      'throw badRequest(`Order 12 has no items to process`);',
      '<Tooltip label="Add at least one line first">',
      '    return JSON.parse(order.error_details);',
      'export interface FailedItem {',
      'z.object({ item_id: z.number() })',
    ]) {
      expect(caught(line), line).toBe(true);
    }
    expect(caught("text('address_line1', 200, true)")).toBe(false);
  });
});
