import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import { formatFileSize } from '@/lib/format/file-size';
import { bombEntry, contentTypesXml, minimalDocx, minimalOdt, minimalPptx, minimalXlsx, ooxmlParts, storedZip } from '@/tests/fixtures/zip';
import { writeZip } from './zip';
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

describe('Office documents are checked as real packages, within the zip limits', () => {
  const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

  it('accepts minimal but complete DOCX, XLSX, PPTX and ODT packages', async () => {
    expect(await verifiedContentType('Prezentacija.pptx', minimalPptx())).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(await verifiedContentType('Zapisnik.odt', minimalOdt())).toBe('application/vnd.oasis.opendocument.text');
    // an image inside a document is fine when its type is declared
    const withImage = storedZip({
      ...ooxmlParts('docx'),
      '[Content_Types].xml': contentTypesXml({ 'word/document.xml': DOCX_MAIN }, { png: 'image/png' }),
      'word/media/image1.png': 'png',
    });
    expect(await verifiedContentType('Ponuda.docx', withImage)).toMatch(/wordprocessingml/);
  });

  it('accepts documents LibreOffice 7.4 wrote (tests/fixtures/libreoffice)', async () => {
    const dir = path.join(process.cwd(), 'tests/fixtures/libreoffice');
    for (const name of fs.readdirSync(dir)) {
      const type = await verifiedContentType(name, fs.readFileSync(path.join(dir, name)));
      expect(type, name).toMatch(/^application\/vnd\.(openxmlformats|oasis)/);
    }
    expect(fs.readdirSync(dir)).toHaveLength(6);
  });

  it('refuses an EXE, or anything else, in a zip named .docx/.xlsx/.pptx/.odt', async () => {
    const exe = EXE.toString('latin1');
    await refused('Ponuda.docx', storedZip({ 'setup.exe': exe }));
    await refused('Troškovnik.xlsx', storedZip({ 'setup.exe': exe }));
    await refused('Prezentacija.pptx', storedZip({ 'a.txt': 'a' }));
    await refused('Zapisnik.odt', storedZip({ 'setup.exe': exe }));
    // a real package with an undeclared extra entry (OPC: every part has a content type)
    await refused('Ponuda.docx', storedZip(ooxmlParts('docx', { 'word/setup.exe': exe })));
    // the content types name no main part, or name one that is absent
    await refused('Ponuda.docx', storedZip({ ...ooxmlParts('docx'), '[Content_Types].xml': contentTypesXml({}) }));
    const { ['word/document.xml']: _main, ...withoutMain } = ooxmlParts('docx');
    void _main;
    await refused('Ponuda.docx', storedZip(withoutMain));
    // no package relationships pointing at the main part
    const { ['_rels/.rels']: _rels, ...withoutRels } = ooxmlParts('docx');
    void _rels;
    await refused('Ponuda.docx', storedZip(withoutRels));
    // an ODT that says it is a spreadsheet
    await refused('Zapisnik.odt', storedZip({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet', 'META-INF/manifest.xml': '<m/>', 'content.xml': '<c/>' }));
    // the types of a zip's entries: a docx is not a pptx
    await refused('Prezentacija.pptx', minimalDocx());
  });

  it('refuses a zip bomb in a document fast with the inflate-limit message', async () => {
    const limit = messages.fileInflateLimit(formatFileSize(100 * 1024 * 1024));
    const bomb = writeZip([...Object.entries(ooxmlParts('docx')).map(([name, text]) => ({ name, data: Buffer.from(text) })), bombEntry('docProps/app.xml', 1100)]);
    const started = performance.now();
    await expect(verifiedContentType('Ponuda.docx', bomb)).rejects.toMatchObject({ status: 400, message: limit, errors: { File: [limit] } });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(limit).toBe('Datoteka se ne može otvoriti: raspakirana bi bila veća od 100 MB ili je neobično jako sažeta.');
    // the content types part itself lying about its size
    const lying = writeZip([
      { ...bombEntry('[Content_Types].xml', 50, 2000) },
      ...Object.entries(ooxmlParts('docx'))
        .filter(([name]) => name !== '[Content_Types].xml')
        .map(([name, text]) => ({ name, data: Buffer.from(text) })),
    ]);
    await expect(verifiedContentType('Ponuda.docx', lying)).rejects.toMatchObject({ status: 400, message: limit });
  });
});

describe('isPlainText', () => {
  it('allows tabs and line breaks but no other controls', () => {
    expect(isPlainText(Buffer.from('a\tb\r\nc\f'))).toBe(true);
    expect(isPlainText(Buffer.from('a\u0001b'))).toBe(false);
    expect(isPlainText(Buffer.from('cijena < 5 €'))).toBe(true);
  });
});
