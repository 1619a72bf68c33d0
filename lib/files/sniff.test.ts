import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import { minimalDocx, minimalXlsx, storedZip } from '@/tests/fixtures/zip';
import { isPlainText, verifiedContentType } from './sniff';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

async function refused(name: string, bytes: Uint8Array) {
  await expect(verifiedContentType(name, bytes)).rejects.toMatchObject({
    status: 400,
    message: messages.wrongFileType,
    errors: { File: [messages.wrongFileType] },
  });
}

describe('verifiedContentType', () => {
  it('accepts a file whose bytes agree with its extension, and names the stored type', async () => {
    expect(await verifiedContentType('Ugovor.pdf', PDF)).toBe('application/pdf');
    expect(await verifiedContentType('slika.PNG', PNG)).toBe('image/png');
    expect(await verifiedContentType('foto.jpeg', JPEG)).toBe('image/jpeg');
    expect(await verifiedContentType('popis.csv', Buffer.from('\ufeffIme;Prezime\nĐuro;Čačić\n'))).toBe('text/csv; charset=utf-8');
    expect(await verifiedContentType('Ponuda.docx', minimalDocx())).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await verifiedContentType('Troškovnik.xlsx', minimalXlsx())).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await verifiedContentType('nacrti.zip', storedZip({ 'a.txt': 'a' }))).toBe('application/zip');
    expect(await verifiedContentType('biljeska.txt', Buffer.from('Šljunak 3 m³\r\n\tdostava utorak'))).toBe('text/plain; charset=utf-8');
  });

  it('refuses bytes of another type than the extension says', async () => {
    await refused('racun.pdf', PNG);
    await refused('racun.pdf', EXE);
    await refused('slika.png', PDF);
    await refused('tekst.txt', PNG);
    await refused('tekst.txt', PDF);
    await refused('Troškovnik.xlsx', minimalDocx());
    await refused('racun.pdf', minimalDocx());
    await refused('arhiva.zip', minimalDocx()); // a zip is a zip; a docx is named .docx
  });

  it('refuses types off the allow-list even when the bytes agree', async () => {
    await refused('alat.exe', EXE);
    await refused('stranica.html', Buffer.from('<html><body>x</body></html>'));
    await refused('crtez.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    await refused('bez-ekstenzije', PDF);
  });

  it('refuses markup and binary data posing as text', async () => {
    await refused('napomena.txt', Buffer.from('<!DOCTYPE html><script>alert(1)</script>'));
    await refused('napomena.txt', Buffer.from('  <svg onload="alert(1)"/>'));
    await refused('podaci.csv', Buffer.from([0x61, 0x00, 0x62]));
    await refused('podaci.csv', Buffer.from([0x63, 0x61, 0xe8, 0x6b])); // Windows-1250 "č": not UTF-8
  });
});

describe('isPlainText', () => {
  it('allows tabs and line breaks but no other controls', () => {
    expect(isPlainText(Buffer.from('a\tb\r\nc\f'))).toBe(true);
    expect(isPlainText(Buffer.from('a\u0001b'))).toBe(false);
    expect(isPlainText(Buffer.from('cijena < 5 €'))).toBe(true);
  });
});
