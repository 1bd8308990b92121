import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { badRequest } from '../../http/errors.ts';
import { UNREADABLE } from './csv.ts';
import { limitExceeded, type ReadBudget } from './limits.ts';
import type { ZipEntry } from './zip-directory.ts';

const TAG = 0x3c;

/**
 * Inflates one zip entry as a stream, counting bytes as they come and handing each checked
 * chunk to `sink` (nothing is kept here): stops with 413 past `maxBytes` (a zip bomb), at a text
 * between tags longer than a cell may hold, or past the time budget. Bad deflate data is 400
 * unreadable.
 */
export async function unpackEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  maxBytes: number,
  budget: ReadBudget,
  sink?: (chunk: Buffer) => void,
): Promise<number> {
  // XML text between two tags longer than any cell may hold (UTF-8 and entities included) would
  // be built into one string by the XML parser: refused while unpacking.
  const maxRun = budget.limits.cellChars * 10;
  let run = 0;
  const tooLong = () =>
    limitExceeded(`${entry.name} holds a text longer than ${budget.limits.cellChars} characters`);
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let size = 0;
  const see = (chunk: Buffer) => {
    size += chunk.byteLength;
    if (size > maxBytes) {
      throw limitExceeded(`${entry.name} unpacks to more than ${maxBytes / 1024 / 1024} MB`);
    }
    const first = chunk.indexOf(TAG);
    if (first < 0) run += chunk.byteLength;
    else if (chunk.byteLength <= maxRun) {
      // No run inside a chunk this short can pass the limit: only the ones across its edges.
      run += first;
      if (run > maxRun) throw tooLong();
      run = chunk.byteLength - chunk.lastIndexOf(TAG) - 1;
    } else {
      for (let at = 0; at < chunk.byteLength; ) {
        const next = chunk.indexOf(TAG, at);
        run += (next < 0 ? chunk.byteLength : next) - at;
        if (run > maxRun) throw tooLong();
        if (next < 0) break;
        run = 0;
        at = next + 1;
      }
    }
    if (run > maxRun) throw tooLong();
    budget.check();
    sink?.(chunk);
  };
  if (entry.method === 0) {
    see(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    return size;
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
  return size;
}

function* chunks(data: Uint8Array, size = 64 * 1024): Generator<Buffer> {
  for (let at = 0; at < data.byteLength; at += size) {
    yield Buffer.from(data.buffer, data.byteOffset + at, Math.min(size, data.byteLength - at));
  }
}
