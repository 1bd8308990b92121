/**
 * Rand amounts typed by people, to integer cents (decision 003: no floats on money). Accepts
 * `1234.56`, `1 234,56`, `R 1 234.5` and `1234`; anything else is null.
 *
 * @example
 * parseRand('1 234,56'); // 123456
 */
export function parseRand(text: string): number | null {
  const cleaned = text.replace(/^\s*R\s*/i, '').replace(/[\s\u00a0]/g, '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const rands = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = rands * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** Cents as an editable amount: 123456 → `1234.56`. */
export function centsToInput(cents: number): string {
  const rands = Math.floor(cents / 100);
  return `${rands}.${String(cents % 100).padStart(2, '0')}`;
}
