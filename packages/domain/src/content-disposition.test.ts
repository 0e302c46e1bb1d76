import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentDispositionFor,
  defaultExportFileName,
  fileNameFromContentDisposition,
} from './content-disposition.js';

describe('fileNameFromContentDisposition', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="Applications 2026.xlsx"')).toBe(
      'Applications 2026.xlsx',
    );
  });

  it('reads an unquoted file name', () => {
    expect(fileNameFromContentDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFromContentDisposition('attachment;filename = report.pdf ;size=3')).toBe('report.pdf');
  });

  it('undoes backslash escapes in a quoted name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="say \\"hi\\"; now.txt"')).toBe(
      'say "hi"; now.txt',
    );
  });

  it('prefers filename* and percent-decodes it (RFC 5987)', () => {
    const header = `attachment; filename="Caf_ report.pdf"; filename*=UTF-8''Caf%C3%A9%20report.pdf`;
    expect(fileNameFromContentDisposition(header)).toBe('Café report.pdf');
    expect(
      fileNameFromContentDisposition(
        `attachment; filename*=utf-8'en'%E2%82%AC%20rates.xlsx; filename=rates.xlsx`,
      ),
    ).toBe('€ rates.xlsx');
  });

  it('reads ISO-8859-1 in filename*', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=iso-8859-1''caf%E9.txt`)).toBe('café.txt');
  });

  it('accepts a quoted filename*', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*="UTF-8''a%20b.txt"`)).toBe('a b.txt');
  });

  it('falls back to filename when filename* cannot be read', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E2%82; filename="plain.txt"`)).toBe(
      'plain.txt',
    );
    expect(fileNameFromContentDisposition(`attachment; filename*=koi8-r''x; filename="plain.txt"`)).toBe(
      'plain.txt',
    );
  });

  it('takes the first of repeated parameters', () => {
    expect(fileNameFromContentDisposition('attachment; filename="one.txt"; filename="two.txt"')).toBe(
      'one.txt',
    );
  });

  it('matches parameter names in any case', () => {
    expect(fileNameFromContentDisposition('attachment; FileName="x.txt"')).toBe('x.txt');
  });

  it.each([
    null,
    undefined,
    '',
    'attachment',
    'inline; size=3',
    'attachment; filename=""',
    `attachment; filename*=UTF-8''`,
  ])('is null without a file name: %j', (header) => {
    expect(fileNameFromContentDisposition(header)).toBeNull();
  });
});

describe('contentDispositionFor', () => {
  it('sends an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDispositionFor('Café "report" (1).pdf')).toBe(
      `attachment; filename="Caf_ _report_ (1).pdf"; filename*=UTF-8''Caf%C3%A9%20%22report%22%20%281%29.pdf`,
    );
  });

  it('never lets a line break or quote into the header', () => {
    const header = contentDispositionFor('a\r\nSet-Cookie: x="1"\\');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a__Set-Cookie: x=_1__"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D%221%22%5C`,
    );
  });

  it('is read back as the same name, for any name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (name) => {
        expect(fileNameFromContentDisposition(contentDispositionFor(name))).toBe(name);
      }),
    );
  });

  it('replaces a lone surrogate', () => {
    expect(fileNameFromContentDisposition(contentDispositionFor('a\uD800.txt'))).toBe('a\uFFFD.txt');
  });
});

describe('defaultExportFileName', () => {
  it('is exportExcel, the current ISO time and .xlsx', () => {
    expect(defaultExportFileName(new Date(Date.UTC(2026, 10, 22, 8, 30, 0, 123)))).toBe(
      'exportExcel2026-11-22T08:30:00.123Z.xlsx',
    );
  });
});
