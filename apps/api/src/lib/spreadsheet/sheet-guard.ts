import { badRequest } from '../../http/errors.ts';
import type { CellText } from './cell-value.ts';
import { UNREADABLE } from './csv.ts';
import { limitExceeded, type ReadBudget } from './limits.ts';

/** `1` → `A`, `27` → `AA`. */
export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/**
 * Adds rows to a workbook's sheets within the limits, counted across all its sheets: rows up to
 * each sheet's last row number (gaps are padded, so a row numbered 1,000,000,000 is refused
 * before any padding), the last column, non-empty cells, characters in a cell, time.
 */
export class SheetGuard {
  private rows = 0;
  private cells = 0;

  private readonly budget: ReadBudget;

  constructor(budget: ReadBudget) {
    this.budget = budget;
  }

  /** Throws 413 when a cell of sheet row `number` with a value is in a column past the limit. */
  column(number: number, column: number): void {
    const { columns } = this.budget.limits;
    if (column > columns) {
      throw limitExceeded(
        `row ${number} has a cell beyond column ${columnName(columns)} (${columns} columns)`,
      );
    }
  }

  /** Appends sheet row `number` (1-based) with its cells (`cells[0]` is column A) to `rows`. */
  addRow(rows: CellText[][], number: number, cells: CellText[]): void {
    const { limits } = this.budget;
    if (!Number.isSafeInteger(number) || number < 1) throw badRequest(UNREADABLE);
    const gap = Math.max(0, number - 1 - rows.length);
    if (this.rows + gap + 1 > limits.rows) {
      throw limitExceeded(`more than ${limits.rows} rows (row ${number})`);
    }
    this.column(number, cells.length);
    this.budget.check();
    for (let i = 0; i < gap; i++) rows.push([]);
    this.rows += gap;
    for (const cell of cells) if (cell !== null) this.countCell(cell, number);
    rows.push(cells);
    this.rows++;
  }

  private countCell(cell: CellText, row: number): void {
    const { limits } = this.budget;
    if (++this.cells > limits.cells) throw limitExceeded(`more than ${limits.cells} cells`);
    if (typeof cell === 'string' && cell.length > limits.cellChars) {
      throw limitExceeded(`a cell in row ${row} holds more than ${limits.cellChars} characters`);
    }
  }
}
