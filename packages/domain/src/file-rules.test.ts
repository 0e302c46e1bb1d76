import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_MB,
  FILE_RULE_MESSAGES,
  fileFieldHint,
  fileRuleFor,
  fileRuleHint,
  fileSizeRefusal,
  fileTypeRefusal,
  OFFICER_FILE_RULE,
} from './file-rules.js';

describe('file rules', () => {
  it("gives a field its purpose's types and size unless it narrows them", () => {
    expect(fileRuleFor('document')).toEqual({ fileTypes: ['pdf', 'jpg', 'png'], maxMb: 10 });
    expect(fileRuleFor('signature')).toEqual({ fileTypes: ['jpg', 'png'], maxMb: 10 });
    expect(fileRuleFor('document', { fileTypes: ['pdf'], maxMb: 5 })).toEqual({
      fileTypes: ['pdf'],
      maxMb: 5,
    });
  });

  it('never widens what the purpose takes', () => {
    expect(fileRuleFor('signature', { fileTypes: ['pdf', 'png'] }).fileTypes).toEqual(['png']);
    expect(fileRuleFor('document', { maxMb: 50 }).maxMb).toBe(10);
  });

  it('says the rule in the hint, before any file is chosen', () => {
    expect(fileRuleHint(fileRuleFor('document', { fileTypes: ['pdf'] }))).toBe('PDF only, up to 10 MB');
    expect(fileRuleHint(fileRuleFor('signature'))).toBe('JPG or PNG, up to 10 MB');
    expect(fileRuleHint(fileRuleFor('document', { maxMb: 2 }))).toBe('PDF, JPG or PNG, up to 2 MB');
  });

  it("puts the rule after the field's own hint, as one sentence each", () => {
    const pdfOnly = fileRuleFor('document', { fileTypes: ['pdf'] });
    expect(fileFieldHint(pdfOnly)).toBe('PDF only, up to 10 MB.');
    expect(fileFieldHint(pdfOnly, 'The certificate your accreditation body issued.')).toBe(
      'The certificate your accreditation body issued. PDF only, up to 10 MB.',
    );
    expect(fileFieldHint(pdfOnly, 'For example, your updated scope of accreditation')).toBe(
      'For example, your updated scope of accreditation. PDF only, up to 10 MB.',
    );
    expect(fileFieldHint(pdfOnly, '  ')).toBe('PDF only, up to 10 MB.');
  });

  it("refuses another type in words that name the field's types", () => {
    const pdfOnly = fileRuleFor('document', { fileTypes: ['pdf'] });
    expect(fileTypeRefusal(pdfOnly, 'png')).toBe('The file must be a PDF');
    expect(fileTypeRefusal(pdfOnly, null)).toBe('The file must be a PDF');
    expect(fileTypeRefusal(pdfOnly, 'pdf')).toBeNull();
    expect(fileTypeRefusal(fileRuleFor('signature'), 'pdf')).toBe('The file must be a JPG or PNG');
  });

  it("refuses an empty file and one above the field's size, and takes one of exactly its size", () => {
    const rule = fileRuleFor('document', { maxMb: 2 });
    expect(fileSizeRefusal(rule, 0)).toBe('The file is empty');
    expect(fileSizeRefusal(rule, 2 * BYTES_PER_MB + 1)).toBe('The file must be 2 MB or smaller');
    expect(fileSizeRefusal(rule, 2 * BYTES_PER_MB)).toBeNull();
    expect(fileSizeRefusal(rule, 1)).toBeNull();
  });

  it("says an officer's rule: PDF, JPG, PNG, Word and Excel documents", () => {
    expect(fileRuleHint(OFFICER_FILE_RULE)).toBe('PDF, JPG, PNG, Word or Excel, up to 10 MB');
    expect(fileTypeRefusal(OFFICER_FILE_RULE, null)).toBe('The file must be a PDF, JPG, PNG, Word or Excel');
    expect(fileTypeRefusal(OFFICER_FILE_RULE, 'xls')).toBeNull();
  });

  it('refuses an infected file in the words of the virus scan', () => {
    expect(FILE_RULE_MESSAGES.infected).toBe('The selected file contains a virus');
  });
});
