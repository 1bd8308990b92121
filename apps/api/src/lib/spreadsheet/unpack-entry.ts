import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { badRequest } from '../../http/errors.ts';
import { UNREADABLE } from './csv.ts';
import { limitExceeded, type ReadBudget } from './limits.ts';
import type { ZipEntry } from './zip-directory.ts';

/** What unpacking one entry found: its size and how many `<si>` (shared strings) it holds. */
export interface UnpackedFacts {
  size: number;
  sharedStrings: number;
}

const SHARED_STRING = /<si[\s>/]/g;
const TAG = 0x3c;

/**
 * Inflates one zip entry as a stream, counting bytes as they come and dropping them (nothing
 * is kept): stops with 413 past `maxBytes` (a zip bomb), at a text between tags longer than a
 * cell may hold, or past the time budget. Bad deflate data is 400 unreadable.
 */
export async function unpackEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  maxBytes: number,
  budget: ReadBudget,
): Promise<UnpackedFacts> {
  // XML text between two tags longer than any cell may hold (UTF-8 and entities included) would
  // be built into one string by the XML parser: refused while unpacking.
  const maxRun = budget.limits.cellChars * 10;
  let run = 0;
  const tooLong = () =>
    limitExceeded(`${entry.name} holds a text longer than ${budget.limits.cellChars} characters`);
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  const countStrings = entry.name === 'xl/sharedStrings.xml';
  const facts: UnpackedFacts = { size: 0, sharedStrings: 0 };
  let carry = '';
  const see = (chunk: Buffer) => {
    facts.size += chunk.byteLength;
    if (facts.size > maxBytes) {
      throw limitExceeded(`${entry.name} unpacks to more than ${maxBytes / 1024 / 1024} MB`);
    }
    for (let at = 0; at < chunk.byteLength; ) {
      const next = chunk.indexOf(TAG, at);
      run += (next < 0 ? chunk.byteLength : next) - at;
      if (run > maxRun) throw tooLong();
      if (next < 0) break;
      run = 0;
      at = next + 1;
    }
    if (countStrings) {
      const text = carry + chunk.toString('latin1');
      facts.sharedStrings += text.match(SHARED_STRING)?.length ?? 0;
      carry = text.slice(-3);
      if (carry.includes('<si')) carry = '';
    }
    budget.check();
  };
  if (entry.method === 0) {
    see(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    return facts;
  }
  const inflater = createInflateRaw();
  const source = Readable.from(chunks(data));
  source.pipe(inflater);
  try {
    for await (const chunk of inflater) see(chunk as Buffer);
  } catch (error) {
    if (error instanceof Error && 'status' in error) throw error;
    throw badRequest(UNREADABLE);
  } finally {
    source.destroy();
    inflater.destroy();
  }
  return facts;
}

function* chunks(data: Uint8Array, size = 64 * 1024): Generator<Buffer> {
  for (let at = 0; at < data.byteLength; at += size) {
    yield Buffer.from(data.buffer, data.byteOffset + at, Math.min(size, data.byteLength - at));
  }
}
