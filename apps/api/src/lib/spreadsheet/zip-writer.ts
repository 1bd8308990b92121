/** One file to store in a zip: its compressed bytes as they stand, with their facts. */
export interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated (`data` is then raw deflate). */
  method: number;
  /** General-purpose flags; only bit 11 (UTF-8 name) is kept. */
  flags?: number;
  crc32: number;
  data: Uint8Array;
  /** Unpacked size. */
  size: number;
}

/** A zip archive of `parts` in that order (no data descriptors, no ZIP64, no comment). */
export function writeZip(parts: ZipPart[]): Buffer {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const flags = (part.flags ?? 0) & 0x0800;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(part.crc32 >>> 0, 14);
    local.writeUInt32LE(part.data.byteLength, 18);
    local.writeUInt32LE(part.size >>> 0, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(flags, 8);
    dir.writeUInt16LE(part.method, 10);
    dir.writeUInt16LE(0x21, 14);
    dir.writeUInt32LE(part.crc32 >>> 0, 16);
    dir.writeUInt32LE(part.data.byteLength, 20);
    dir.writeUInt32LE(part.size >>> 0, 24);
    dir.writeUInt16LE(name.byteLength, 28);
    dir.writeUInt32LE(offset, 42);
    const data = Buffer.from(part.data.buffer, part.data.byteOffset, part.data.byteLength);
    out.push(local, name, data);
    central.push(dir, name);
    offset += 30 + name.byteLength + data.byteLength;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, directory, end]);
}
