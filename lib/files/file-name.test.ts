import { describe, expect, it } from 'vitest';
import { asciiFileName, contentDisposition, extensionOf, safeFileName } from './file-name';

describe('safeFileName', () => {
  it('keeps Croatian letters and spaces', () => {
    expect(safeFileName('Ugovor o radu – Đurđica Šimić-Čačić.pdf')).toBe('Ugovor o radu – Đurđica Šimić-Čačić.pdf');
  });

  it('strips path parts of either separator', () => {
    expect(safeFileName('C:\\fakepath\\racun.pdf')).toBe('racun.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
  });

  it('removes control characters, bidi overrides and zero-width characters', () => {
    expect(safeFileName('a\r\nX-Evil: 1\u0000.pdf')).toBe('aX-Evil_ 1.pdf');
    expect(safeFileName('racun\u202Efdp.exe')).toBe('racunfdp.exe');
    expect(safeFileName('a\u200Bb.txt')).toBe('ab.txt');
  });

  it('replaces characters Windows cannot save and quotes', () => {
    expect(safeFileName('a"b<c>d|e?f*g:h.txt')).toBe('a_b_c_d_e_f_g_h.txt');
  });

  it('never returns an empty or hidden name', () => {
    expect(safeFileName('')).toBe('prilog');
    expect(safeFileName(null)).toBe('prilog');
    expect(safeFileName('...')).toBe('prilog');
    expect(safeFileName('.htaccess')).toBe('htaccess');
    expect(safeFileName('izvjesce.pdf. . ')).toBe('izvjesce.pdf');
  });

  it('shortens long names to 255 characters and keeps the extension', () => {
    const name = safeFileName(`${'ž'.repeat(300)}.xlsx`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('.xlsx')).toBe(true);
  });

  it('composes decomposed letters (macOS names) to NFC', () => {
    expect(safeFileName('c\u030Cevapi.txt')).toBe('čevapi.txt');
  });
});

describe('extensionOf', () => {
  it('is the lower-case last extension', () => {
    expect(extensionOf('Ugovor.PDF')).toBe('pdf');
    expect(extensionOf('racun.pdf.exe')).toBe('exe');
    expect(extensionOf('bez-ekstenzije')).toBe('');
    expect(extensionOf('tocka.')).toBe('');
  });
});

describe('Content-Disposition', () => {
  it('gives an ASCII fallback and the UTF-8 name (RFC 6266 / 5987)', () => {
    expect(asciiFileName('Ugovor čćđšž ČĆĐŠŽ.pdf')).toBe('Ugovor ccdsz CCDSZ.pdf');
    expect(contentDisposition('Ugovor čćđšž.pdf')).toBe(
      `attachment; filename="Ugovor ccdsz.pdf"; filename*=UTF-8''Ugovor%20%C4%8D%C4%87%C4%91%C5%A1%C5%BE.pdf`,
    );
  });

  it('escapes what RFC 5987 attr-char forbids and cannot be broken out of', () => {
    const header = contentDisposition(`it's (1)*.pdf`);
    expect(header).toContain(`filename*=UTF-8''it%27s%20%281%29_.pdf`);
    expect(contentDisposition('a"; filename="evil.html').startsWith('attachment; filename="a_; filename=_evil.html"')).toBe(true);
    expect(contentDisposition('x\r\nSet-Cookie: a=b.pdf')).not.toMatch(/[\r\n]/);
  });

  it('replaces non-Latin letters in the fallback only', () => {
    expect(contentDisposition('Привет.txt')).toBe(`attachment; filename="______.txt"; filename*=UTF-8''%D0%9F%D1%80%D0%B8%D0%B2%D0%B5%D1%82.txt`);
  });
});
