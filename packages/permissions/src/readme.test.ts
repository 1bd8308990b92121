import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from './matrix.ts';
import { ACTIONS, type Permission, RESOURCES } from './resources.ts';
import { ALL_ROLES } from './roles.ts';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The rows between the matrix markers, as arrays of trimmed cells. */
function matrixRows(markdown: string): string[][] {
  const start = markdown.indexOf('<!-- matrix:start -->');
  const end = markdown.indexOf('<!-- matrix:end -->');
  expect(start).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  return markdown
    .slice(start, end)
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim().replaceAll('`', '')),
    );
}

describe('README matrix', () => {
  const [header = [], separator, ...rows] = matrixRows(README);

  it('has a column per resource, in order', () => {
    expect(header).toEqual(['Role', ...RESOURCES]);
    expect(separator).toBeDefined();
  });

  it('has a row per role, in order', () => {
    expect(rows.map((row) => row[0])).toEqual([...ALL_ROLES]);
  });

  it.each(ALL_ROLES)('agrees with DEFAULT_ROLE_PERMISSIONS for %s', (role) => {
    const row = rows.find((cells) => cells[0] === role) ?? [];
    const fromReadme = RESOURCES.flatMap((resource, index) => {
      const cell = row[index + 1] ?? '';
      expect(cell).toMatch(/^(?=.)(C?R?U?D?|—)$/);
      return ACTIONS.filter((action) => cell.includes(action.charAt(0).toUpperCase())).map(
        (action): Permission => `${resource}:${action}`,
      );
    });
    expect(new Set(fromReadme)).toEqual(new Set(DEFAULT_ROLE_PERMISSIONS[role]));
  });
});
