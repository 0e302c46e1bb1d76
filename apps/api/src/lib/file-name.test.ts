import { FILE_TYPES } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import { downloadFileName, withoutControlCharacters } from './file-name.js';

const PDF = FILE_TYPES.pdf.contentType;
const JPG = FILE_TYPES.jpg.contentType;

describe('withoutControlCharacters', () => {
  it('drops C0 and C1 controls, DEL and the bidirectional controls, and keeps every other letter', () => {
    expect(withoutControlCharacters('a\r\nb\tc\u0000d\u001be')).toBe('abcde');
    expect(withoutControlCharacters('a\u007fb\u0080c\u0085d\u009fe')).toBe('abcde');
    expect(withoutControlCharacters('report\u202Efdp.exe')).toBe('reportfdp.exe');
    expect(
      withoutControlCharacters('\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069x'),
    ).toBe('x');
    expect(withoutControlCharacters('Café – 報告 (1).pdf')).toBe('Café – 報告 (1).pdf');
  });
});

describe('downloadFileName', () => {
  it('gives a file the extension of what it is', () => {
    expect(downloadFileName('setup.exe', PDF)).toBe('setup.pdf');
    expect(downloadFileName('page.html', PDF)).toBe('page.pdf');
    expect(downloadFileName('photo.pdf', JPG)).toBe('photo.jpg');
    expect(downloadFileName('Report v1.2 final', PDF)).toBe('Report v1.2 final.pdf');
    expect(downloadFileName('macro.docm', FILE_TYPES.docx.contentType)).toBe('macro.docx');
  });

  it('keeps a name whose extension already says what the file is, in any case', () => {
    expect(downloadFileName('Scan.JPEG', JPG)).toBe('Scan.JPEG');
    expect(downloadFileName('scan.jpg', JPG)).toBe('scan.jpg');
    expect(downloadFileName('budget.xlsx', FILE_TYPES.xlsx.contentType)).toBe('budget.xlsx');
  });

  it('names a file that has no name left', () => {
    expect(downloadFileName('', PDF)).toBe('file.pdf');
    expect(downloadFileName(' \r\n ', PDF)).toBe('file.pdf');
    expect(downloadFileName('.exe', PDF)).toBe('file.pdf');
  });

  it('strips control characters before it looks at the extension', () => {
    expect(downloadFileName('invoice\u202Efdp.exe\r\n', PDF)).toBe('invoicefdp.pdf');
  });

  it('leaves the extension of a type it does not know', () => {
    expect(downloadFileName('data.bin', 'application/octet-stream')).toBe('data.bin');
  });
});
