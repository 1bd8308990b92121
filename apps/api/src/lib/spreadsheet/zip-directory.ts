import { badRequest } from '../../http/errors.ts';
import { UNREADABLE } from './csv.ts';
import { limitExceeded } from './limits.ts';

/** One file of a zip archive, as its central directory lists it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  /** The unpacked size the directory declares (a hostile file may lie: the reader counts). */
  size: number;
  /** Where the entry's compressed bytes start in the archive. */
  dataOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * The entries of a zip archive from its central directory (the record a zip reader trusts),
 * with bounds checked: any offset or size outside the file, a ZIP64 archive, an unknown
 * compression method or a repeated name is 400 unreadable; more than `maxEntries` is 413.
 */
export function zipEntries(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const unreadable = () => badRequest(UNREADABLE);
  const u32 = (at: number) => {
    if (at < 0 || at + 4 > bytes.byteLength) throw unreadable();
    return view.getUint32(at, true);
  };
  const u16 = (at: number) => {
    if (at < 0 || at + 2 > bytes.byteLength) throw unreadable();
    return view.getUint16(at, true);
  };
  let eocd = -1;
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const count = u16(eocd + 10);
  const directoryOffset = u32(eocd + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw unreadable();
  if (count > maxEntries) throw limitExceeded(`more than ${maxEntries} files in the .xlsx zip`);
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (u32(at) !== CENTRAL) throw unreadable();
    const nameLength = u16(at + 28);
    const next = at + 46 + nameLength + u16(at + 30) + u16(at + 32);
    if (at + 46 + nameLength > bytes.byteLength) throw unreadable();
    const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8');
    const local = u32(at + 42);
    if (u32(local) !== LOCAL) throw unreadable();
    const entry: ZipEntry = {
      name,
      method: u16(at + 10),
      flags: u16(at + 8),
      crc32: u32(at + 16),
      compressedSize: u32(at + 20),
      size: u32(at + 24),
      dataOffset: local + 30 + u16(local + 26) + u16(local + 28),
    };
    const end = entry.dataOffset + entry.compressedSize;
    if (end > bytes.byteLength || (entry.method !== 0 && entry.method !== 8)) throw unreadable();
    if (names.has(name) || entry.flags & 0x1) throw unreadable();
    names.add(name);
    entries.push(entry);
    at = next;
  }
  return entries;
}
