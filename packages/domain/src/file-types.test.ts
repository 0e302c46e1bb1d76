import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_PURPOSE_NAMES,
  acceptAttributeFor,
  acceptAttributeForTypes,
  describeFileTypes,
  detectFileType,
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

  it('names types in words, with the right article', () => {
    expect(fileTypesInWords(['jpg', 'png'])).toBe('JPG or PNG');
    expect(fileTypesInWords(['pdf', 'jpg', 'png'])).toBe('PDF, JPG or PNG');
    expect(fileTypesInWords(['pdf'])).toBe('PDF');
    expect(fileTypesInWords([])).toBe('');
    expect(describeFileTypes(['pdf', 'jpg', 'png'])).toBe('a PDF, JPG or PNG');
    expect(describeFileTypes(['jpg', 'png'])).toBe('a JPG or PNG');
  });

  it('offers each purpose its types in a file input', () => {
    expect(ATTACHMENT_PURPOSE_NAMES).toEqual(['signature', 'document']);
    expect(acceptAttributeFor('signature')).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
    expect(acceptAttributeFor('document')).toBe('.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
    expect(acceptAttributeForTypes(['pdf'])).toBe('.pdf,application/pdf');
  });

  it('stores the purposes of uploads and that of a signature frozen in a declaration, which is no upload', () => {
    expect(STORED_ATTACHMENT_PURPOSES).toEqual(['signature', 'document', 'declaration-signature']);
    expect(ATTACHMENT_PURPOSE_NAMES).not.toContain(FROZEN_SIGNATURE_PURPOSE);
  });
});
