import { crc32, deflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { bombEntry, storedZip } from '@/tests/fixtures/zip';
import { DEFAULT_MAX_INFLATED_BYTES, maxInflatedBytes, openZip, writeZip, ZipFormatError, ZipLimitError } from './zip';

const MB = 1024 * 1024;

afterEach(() => {
  delete process.env.UPLOAD_MAX_INFLATED_BYTES;
});

describe('openZip and read', () => {
  it('reads stored and deflated entries, names case-insensitively', async () => {
    const text = 'Iskop – široki, čćđšž '.repeat(50);
    const zip = openZip(
      writeZip([
        { name: 'a.txt', data: Buffer.from('stored') },
        { name: 'Dir/B.xml', data: deflateRawSync(Buffer.from(text)), method: 8, size: Buffer.byteLength(text), crc: crc(text) },
      ]),
    );
    expect(zip.entries.map((e) => e.name)).toEqual(['a.txt', 'Dir/B.xml']);
    expect(await zip.text('A.TXT')).toBe('stored');
    expect(await zip.text('dir/b.xml')).toBe(text);
  });

  it('refuses, from the directory alone, an entry that declares more than the budget', () => {
    // 1.1 GB of spaces in about 1 MB: refused before a byte is inflated.
    const bytes = writeZip([bombEntry('docProps/app.xml', 1100)]);
    expect(bytes.length).toBeLessThan(1.5 * MB);
    expect(() => openZip(bytes)).toThrow(ZipLimitError);
  });

  it('refuses an entry past 1 MB that compresses better than 1:100', () => {
    // 20 MB within the budget, but at 1:1000
    expect(() => openZip(writeZip([bombEntry('xl/sharedStrings.xml', 20)]))).toThrow(ZipLimitError);
    // small parts may compress well
    expect(() => openZip(writeZip([bombEntry('xl/styles.xml', 1)]))).not.toThrow();
  });

  it('stops inflating an entry whose declared size lies, at the declared size', async () => {
    const zip = openZip(writeZip([bombEntry('xl/sharedStrings.xml', 1100, 1000)]));
    const before = process.memoryUsage().rss;
    const started = performance.now();
    await expect(zip.read('xl/sharedStrings.xml')).rejects.toThrow(ZipLimitError);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
  });

  it('keeps a total budget over the entries read (UPLOAD_MAX_INFLATED_BYTES)', async () => {
    process.env.UPLOAD_MAX_INFLATED_BYTES = String(3000);
    expect(maxInflatedBytes()).toBe(3000);
    const part = 'x'.repeat(2000);
    const zip = openZip(storedZip({ 'a.xml': part, 'b.xml': part }));
    expect(await zip.text('a.xml')).toBe(part);
    await expect(zip.read('b.xml')).rejects.toThrow(ZipLimitError);
    delete process.env.UPLOAD_MAX_INFLATED_BYTES;
    expect(maxInflatedBytes()).toBe(DEFAULT_MAX_INFLATED_BYTES);
  });

  it('refuses what is not a readable zip', async () => {
    expect(() => openZip(Buffer.from('PK nothing here'))).toThrow(ZipFormatError);
    expect(() => openZip(new Uint8Array(0))).toThrow(ZipFormatError);
    // a wrong CRC, a truncated deflate stream
    const damaged = openZip(writeZip([{ name: 'a.txt', data: Buffer.from('abc'), crc: 1 }]));
    await expect(damaged.read('a.txt')).rejects.toThrow(ZipFormatError);
    const full = deflateRawSync(Buffer.from('abc'.repeat(100)));
    const truncated = openZip(writeZip([{ name: 'a.txt', data: full.subarray(0, 4), method: 8, size: 300, crc: crc('abc'.repeat(100)) }]));
    await expect(truncated.read('a.txt')).rejects.toThrow(ZipFormatError);
    // two entries of one name (in any case): which one would a reader take?
    expect(() => openZip(storedZip({ 'a.xml': '1', 'A.xml': '2' }))).toThrow(ZipFormatError);
  });
});

const crc = (text: string) => crc32(Buffer.from(text));
