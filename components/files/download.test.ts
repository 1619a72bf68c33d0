import { describe, expect, it } from 'vitest';
import { contentDisposition } from '@/lib/files/file-name';
import { fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('reads the UTF-8 name the server writes, Croatian letters intact', () => {
    expect(fileNameFromDisposition(contentDisposition('Troškovnik Šibenik – čćđ.xlsx'))).toBe('Troškovnik Šibenik – čćđ.xlsx');
  });

  it('falls back to the quoted or bare name', () => {
    expect(fileNameFromDisposition('attachment; filename="troskovnik.xlsx"')).toBe('troskovnik.xlsx');
    expect(fileNameFromDisposition('attachment; filename=a.xlsx')).toBe('a.xlsx');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
