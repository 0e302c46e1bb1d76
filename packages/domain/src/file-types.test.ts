import { describe, expect, it } from 'vitest';
import { fileRuleFor, OFFICER_FILE_RULE } from './file-rules.js';
import {
  ATTACHMENT_PURPOSE_NAMES,
  ATTACHMENT_PURPOSE_UPLOADERS,
  acceptAttributeForAnyTypes,
  acceptAttributeForTypes,
  describeFileTypes,
  detectFileType,
  FILE_TYPE_NAMES,
  FILE_TYPES,
  FROZEN_SIGNATURE_PURPOSE,
  fileTypesInWords,
  STORED_ATTACHMENT_PURPOSES,
} from './file-types.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('file types', () => {
  it('recognises PDF, PNG and JPG by their first bytes, and nothing else', () => {
    expect(detectFileType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('pdf');
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(detectFileType(new TextEncoder().encode('notes.pdf'))).toBeNull();
    expect(detectFileType(bytes())).toBeNull();
  });

  it("recognises Word and Excel documents by their parts, and the 97 formats' shared container by name", () => {
    const zip = (...names: string[]) =>
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode(names.join('\u0000'))]);
    expect(detectFileType(zip('[Content_Types].xml', 'word/document.xml'))).toBe('docx');
    expect(detectFileType(zip('[Content_Types].xml', 'xl/workbook.xml'))).toBe('xlsx');
    expect(detectFileType(zip('[Content_Types].xml', 'ppt/slides/slide1.xml'))).toBeNull();
    expect(detectFileType(zip('word/document.xml'))).toBeNull();
    const ole2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0);
    expect(detectFileType(ole2, 'Minutes.DOC')).toBe('doc');
    expect(detectFileType(ole2, 'budget.xls')).toBe('xls');
    expect(detectFileType(ole2, 'slides.ppt')).toBeNull();
    expect(detectFileType(ole2)).toBeNull();
  });

  it('names every type it knows', () => {
    expect([...FILE_TYPE_NAMES].sort()).toEqual(Object.keys(FILE_TYPES).sort());
  });

  it('names types in words, with the right article', () => {
    expect(fileTypesInWords(['jpg', 'png'])).toBe('JPG or PNG');
    expect(fileTypesInWords(['pdf', 'jpg', 'png'])).toBe('PDF, JPG or PNG');
    expect(fileTypesInWords(['pdf'])).toBe('PDF');
    expect(fileTypesInWords([])).toBe('');
    expect(describeFileTypes(['pdf', 'jpg', 'png'])).toBe('a PDF, JPG or PNG');
    expect(describeFileTypes(['jpg', 'png'])).toBe('a JPG or PNG');
    expect(fileTypesInWords(['pdf', 'docx', 'xlsx', 'doc', 'xls'])).toBe('PDF, Word or Excel');
  });

  it('offers each purpose its types in a file input', () => {
    expect(ATTACHMENT_PURPOSE_NAMES).toEqual(['signature', 'document', 'officer-document']);
    expect(acceptAttributeForTypes(['jpg', 'png'])).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
    expect(acceptAttributeForTypes(['pdf', 'jpg', 'png'])).toBe(
      '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
    );
    expect(acceptAttributeForAnyTypes(['pdf', 'docx'])).toBe(
      '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(acceptAttributeForTypes(['pdf'])).toBe('.pdf,application/pdf');
  });

  it('stores the purposes of uploads and that of a signature frozen in a declaration, which is no upload', () => {
    expect(STORED_ATTACHMENT_PURPOSES).toEqual([
      'signature',
      'document',
      'officer-document',
      'declaration-signature',
    ]);
    expect(ATTACHMENT_PURPOSE_NAMES).not.toContain(FROZEN_SIGNATURE_PURPOSE);
  });

  it('lets a company upload its signature and documents, and an officer only an officer’s document', () => {
    expect(ATTACHMENT_PURPOSE_UPLOADERS).toEqual({
      signature: 'company',
      document: 'company',
      'officer-document': 'officer',
    });
    expect(fileRuleFor('officer-document')).toEqual(OFFICER_FILE_RULE);
    expect(fileRuleFor('officer-document', { fileTypes: ['pdf'] }).fileTypes).toEqual(['pdf']);
  });
});
