import 'server-only';
import { crc32, inflateRaw, type ZlibOptions } from 'node:zlib';

/**
 * Bounded reading of zip archives: every upload the server opens (an .xlsx import, the Office
 * attachments' structure check) goes through here, never through a library that inflates
 * whatever the archive holds.
 *
 * - `openZip` reads only the central directory and refuses, before anything is inflated, an
 *   archive whose entries declare more than the inflate budget or compress suspiciously well
 *   (more than 1:100 beyond the first megabyte, as zip-bomb detectors such as Apache POI do).
 * - `read` inflates one named entry with a hard output cap: its declared size (a lying size
 *   stops the inflater at the cap) within what is left of the archive's budget
 *   (UPLOAD_MAX_INFLATED_BYTES, default 100 MB), off the event loop (zlib's thread pool).
 *
 * Errors: ZipLimitError (a limit was hit: the caller answers with the budget's message) and
 * ZipFormatError (not a zip, or a damaged or unsupported one).
 */
export const DEFAULT_MAX_INFLATED_BYTES = 100 * 1024 * 1024;
/** Deflate reaches about 1:1000 on repeated bytes; real documents stay far below 1:100. */
export const MAX_COMPRESSION_RATIO = 100;
/** Entries up to this size may compress better (small XML parts of few distinct bytes). */
const RATIO_FREE_BYTES = 1024 * 1024;
const MAX_ENTRIES = 10_000;

/** UPLOAD_MAX_INFLATED_BYTES, read at call time. */
export function maxInflatedBytes(): number {
  const value = Number(process.env.UPLOAD_MAX_INFLATED_BYTES);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_MAX_INFLATED_BYTES;
}

export class ZipLimitError extends Error {
  constructor(readonly limit: number) {
    super(`zip: over the inflate limit of ${limit} bytes`);
  }
}
export class ZipFormatError extends Error {}

export type ZipEntry = {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  /** The declared uncompressed size (verified when the entry is read). */
  size: number;
  localOffset: number;
};

const SIG_EOCD = 0x06054b50;
const SIG_EOCD64 = 0x06064b50;
const SIG_EOCD64_LOCATOR = 0x07064b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
const FLAG_ENCRYPTED = 0x1;
const FLAG_UTF8 = 0x800;

const bad = (what: string): never => {
  throw new ZipFormatError(`zip: ${what}`);
};

/** An archive whose directory passed the limits; `read` inflates single entries within the budget. */
export class ZipArchive {
  private readonly byName = new Map<string, ZipEntry>();
  private left: number;

  constructor(
    private readonly bytes: Buffer,
    readonly entries: readonly ZipEntry[],
    readonly budget: number,
  ) {
    this.left = budget;
    for (const entry of entries) {
      const key = entry.name.toLowerCase(); // OPC part names are case-insensitive
      if (this.byName.has(key)) bad(`duplicate entry ${entry.name}`);
      this.byName.set(key, entry);
    }
  }

  entry(name: string): ZipEntry | undefined {
    return this.byName.get(name.toLowerCase());
  }

  /** The inflated bytes of an entry; at most `maxBytes` (and the budget left), else ZipLimitError. */
  async read(name: string, maxBytes = Infinity): Promise<Buffer> {
    const entry = this.entry(name) ?? bad(`no entry ${name}`);
    const cap = Math.min(maxBytes, this.left);
    if (entry.size > cap) throw new ZipLimitError(this.budget);
    const view = this.bytes;
    if (view.length < entry.localOffset + 30 || view.readUInt32LE(entry.localOffset) !== SIG_LOCAL) bad('local header');
    const start = entry.localOffset + 30 + view.readUInt16LE(entry.localOffset + 26) + view.readUInt16LE(entry.localOffset + 28);
    const end = start + entry.compressedSize;
    if (end > view.length) bad('entry past the end');
    const raw = view.subarray(start, end);
    let data: Buffer;
    if (entry.method === 0) {
      data = raw;
    } else if (entry.method === 8) {
      // The declared size is the cap: an entry that inflates to more lied about its size.
      data = await inflateCapped(raw, Math.max(entry.size, 1), this.budget);
    } else {
      return bad(`compression method ${entry.method}`);
    }
    if (data.length !== entry.size || crc32(data) !== entry.crc) bad(`damaged entry ${name}`);
    this.left -= data.length;
    return data;
  }

  /** An entry as UTF-8 text (a BOM dropped). */
  async text(name: string, maxBytes?: number): Promise<string> {
    return (await this.read(name, maxBytes)).toString('utf8').replace(/^\uFEFF/, '');
  }
}

function inflateCapped(raw: Buffer, maxOutputLength: number, budget: number): Promise<Buffer> {
  const options: ZlibOptions = { maxOutputLength };
  return new Promise((resolve, reject) => {
    inflateRaw(raw, options, (err, out) => {
      if (!err) resolve(out);
      else if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') reject(new ZipLimitError(budget));
      else reject(new ZipFormatError(`zip: ${err.message}`));
    });
  });
}

/**
 * Reads the central directory and checks every entry against the limits before anything is
 * inflated: declared size within the budget, compression ratio at most 1:100 past 1 MB, no
 * encrypted entries. Throws ZipFormatError for what is not a readable zip.
 */
export function openZip(input: Uint8Array, budget = maxInflatedBytes()): ZipArchive {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const eocd = findEndOfDirectory(bytes);
  let count = bytes.readUInt16LE(eocd + 10);
  let dirSize = bytes.readUInt32LE(eocd + 12);
  let dirOffset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) {
    ({ count, dirSize, dirOffset } = zip64EndOfDirectory(bytes, eocd));
  }
  if (count > MAX_ENTRIES) bad('too many entries');
  if (dirOffset + dirSize > eocd) bad('central directory');

  const entries: ZipEntry[] = [];
  let p = dirOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || bytes.readUInt32LE(p) !== SIG_CENTRAL) bad('central directory entry');
    const flags = bytes.readUInt16LE(p + 8);
    const nameLength = bytes.readUInt16LE(p + 28);
    const extraLength = bytes.readUInt16LE(p + 30);
    const commentLength = bytes.readUInt16LE(p + 32);
    const nameBytes = bytes.subarray(p + 46, p + 46 + nameLength);
    const entry: ZipEntry = {
      name: nameBytes.toString(flags & FLAG_UTF8 ? 'utf8' : 'latin1'),
      method: bytes.readUInt16LE(p + 10),
      flags,
      crc: bytes.readUInt32LE(p + 16),
      compressedSize: bytes.readUInt32LE(p + 20),
      size: bytes.readUInt32LE(p + 24),
      localOffset: bytes.readUInt32LE(p + 42),
    };
    applyZip64Extra(entry, bytes.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength));
    p += 46 + nameLength + extraLength + commentLength;

    if (entry.flags & FLAG_ENCRYPTED) bad(`encrypted entry ${entry.name}`);
    if (entry.compressedSize > bytes.length) bad(`entry ${entry.name} larger than the archive`);
    if (entry.size > budget) throw new ZipLimitError(budget);
    if (entry.size > RATIO_FREE_BYTES && entry.size > entry.compressedSize * MAX_COMPRESSION_RATIO) throw new ZipLimitError(budget);
    entries.push(entry);
  }
  return new ZipArchive(bytes, entries, budget);
}

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (bytes.readUInt32LE(i) === SIG_EOCD) return i;
  }
  return bad('no end of central directory');
}

function zip64EndOfDirectory(bytes: Buffer, eocd: number) {
  const locator = eocd - 20;
  if (locator < 0 || bytes.readUInt32LE(locator) !== SIG_EOCD64_LOCATOR) bad('zip64 locator');
  const record = Number(bytes.readBigUInt64LE(locator + 8));
  if (record + 56 > locator || bytes.readUInt32LE(record) !== SIG_EOCD64) bad('zip64 end of directory');
  return {
    count: safe(bytes.readBigUInt64LE(record + 32)),
    dirSize: safe(bytes.readBigUInt64LE(record + 40)),
    dirOffset: safe(bytes.readBigUInt64LE(record + 48)),
  };
}

/** Sizes and the offset of 0xFFFFFFFF are in the zip64 extra field (id 1), in this order. */
function applyZip64Extra(entry: ZipEntry, extra: Buffer) {
  for (let p = 0; p + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(p);
    const length = extra.readUInt16LE(p + 2);
    if (id === 0x0001) {
      let q = p + 4;
      const next = () => {
        if (q + 8 > p + 4 + length || q + 8 > extra.length) bad('zip64 extra field');
        const value = safe(extra.readBigUInt64LE(q));
        q += 8;
        return value;
      };
      if (entry.size === 0xffffffff) entry.size = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localOffset === 0xffffffff) entry.localOffset = next();
      return;
    }
    p += 4 + length;
  }
}

const safe = (value: bigint): number => (value > BigInt(Number.MAX_SAFE_INTEGER) ? bad('zip64 value') : Number(value));

export type ZipWriteEntry = {
  name: string;
  /** The entry's bytes: as they are (method 0) or already deflated (method 8). */
  data: Uint8Array;
  method?: 0 | 8;
  /** Uncompressed size and CRC to declare; computed from `data` for a stored entry. */
  size?: number;
  crc?: number;
};

/**
 * Writes a zip archive (no zip64). Stored entries by default: the import hands SheetJS the few
 * parts it needs this way; tests also declare sizes and CRCs of their own.
 */
export function writeZip(entries: readonly ZipWriteEntry[]): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength);
    const method = entry.method ?? 0;
    const size = entry.size ?? data.length;
    const crc = entry.crc ?? crc32(data);
    // The local header and the central directory entry share one run of fields (version needed
    // to name length), at offset 4 in the one and 6 in the other; time and date stay 0.
    const header = (length: number, signature: number, at: number) => {
      const b = Buffer.alloc(length);
      b.writeUInt32LE(signature, 0);
      b.writeUInt16LE(20, at); // version needed
      b.writeUInt16LE(FLAG_UTF8, at + 2);
      b.writeUInt16LE(method, at + 4);
      b.writeUInt32LE(crc, at + 10);
      b.writeUInt32LE(data.length, at + 14);
      b.writeUInt32LE(size, at + 18);
      b.writeUInt16LE(name.length, at + 22);
      return b;
    };
    const local = header(30, SIG_LOCAL, 4);
    const dir = header(46, SIG_CENTRAL, 6);
    dir.writeUInt16LE(20, 4); // version made by
    dir.writeUInt32LE(offset, 42);
    chunks.push(local, name, data);
    central.push(dir, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(SIG_EOCD, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}
