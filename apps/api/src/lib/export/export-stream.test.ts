import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { csvStream } from './csv-stream.ts';
import type { ExportColumn } from './export-columns.ts';
import { xlsxStream } from './xlsx-stream.ts';

interface Row {
  n: number;
  text: string;
}

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'N', value: (r) => r.n, kind: 'number' },
  { header: 'Text', value: (r) => r.text },
];

/** `count` batches of 500 rows of hard-to-compress text, counting how many were asked for. */
function counted(count: number) {
  const state = { read: 0 };
  async function* batches() {
    for (let b = 0; b < count; b++) {
      state.read++;
      yield Array.from({ length: 500 }, (_, i) => ({
        n: b * 500 + i,
        text: randomBytes(48).toString('hex'),
      }));
    }
  }
  return { state, batches: batches() };
}

/** Lets the writer run as far as it will go without a reader. */
const idle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('streamed exports read rows only as fast as they are sent', () => {
  it('CSV: one batch per chunk the reader asks for', async () => {
    const { state, batches } = counted(40);
    const reader = csvStream(COLUMNS, batches).getReader();
    await reader.read();
    await reader.read();
    await idle();
    expect(state.read).toBeLessThanOrEqual(3);
    let lines = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      lines += new TextDecoder().decode(chunk.value).split('\r\n').length - 1;
    }
    expect(state.read).toBe(40);
    expect(lines).toBe(40 * 500 - 500);
  });

  it('xlsx: the writer stops reading rows while the reader is behind', async () => {
    const { state, batches } = counted(40);
    const reader = xlsxStream('Rows', COLUMNS, batches).getReader();
    await reader.read();
    await idle();
    expect(state.read).toBeLessThanOrEqual(4);
    let bytes = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
    }
    expect(state.read).toBe(40);
    expect(bytes).toBeGreaterThan(500_000);
  });
});
