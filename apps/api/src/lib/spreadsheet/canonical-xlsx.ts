import { limitExceeded, type ReadBudget } from './limits.ts';
import { unpackEntry } from './unpack-entry.ts';
import { type ZipEntry, zipEntries } from './zip-directory.ts';
import { writeZip, type ZipPart } from './zip-writer.ts';

/** The entries exceljs' streaming reader uses, in the order it needs them. */
const ORDER: ((name: string) => boolean)[] = [
  (n) => n === '_rels/.rels',
  (n) => n === 'xl/_rels/workbook.xml.rels',
  (n) => n === 'xl/workbook.xml',
  (n) => n === 'xl/sharedStrings.xml',
  (n) => n === 'xl/styles.xml',
  (n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n),
];

const rank = (name: string) => ORDER.findIndex((test) => test(name));

/**
 * Checks an .xlsx within the limits while unpacking it as a stream (every used entry's and all
 * entries' unpacked size, sheets, shared strings, time: 413 naming the limit) and returns the
 * same workbook re-zipped (compressed bytes copied, not unpacked) with only the entries the
 * reader uses, in the order it needs them: workbook before worksheets (exceljs' streaming
 * reader fails otherwise), and an empty last entry (exceljs#3064 may lose the last one).
 */
export async function canonicalXlsx(bytes: Uint8Array, budget: ReadBudget): Promise<Buffer> {
  const { limits } = budget;
  const used = zipEntries(bytes, limits.entries)
    .filter((e) => rank(e.name) >= 0)
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
  const sheets = used.filter((e) => rank(e.name) === ORDER.length - 1).length;
  if (sheets > limits.sheets) throw limitExceeded(`more than ${limits.sheets} worksheets`);
  let total = 0;
  const sizes: number[] = [];
  for (const entry of used) {
    const facts = await unpackEntry(bytes, entry, limits.entryBytes, budget);
    total += facts.size;
    if (total > limits.totalBytes) {
      throw limitExceeded(`it unpacks to more than ${limits.totalBytes / 1024 / 1024} MB`);
    }
    if (facts.sharedStrings > limits.sharedStrings) {
      throw limitExceeded(`more than ${limits.sharedStrings} shared strings`);
    }
    sizes.push(facts.size);
  }
  return rezip(bytes, used, sizes);
}

/** A zip of `entries` (their compressed bytes copied from `bytes`) plus an empty last entry. */
function rezip(bytes: Uint8Array, entries: ZipEntry[], sizes: number[]): Buffer {
  const parts: ZipPart[] = entries.map((e, i) => ({
    name: e.name,
    method: e.method,
    flags: e.flags,
    crc32: e.crc32,
    data: bytes.subarray(e.dataOffset, e.dataOffset + e.compressedSize),
    size: sizes[i] ?? 0,
  }));
  parts.push({ name: 'docProps/end.xml', method: 0, crc32: 0, data: new Uint8Array(0), size: 0 });
  return writeZip(parts);
}
