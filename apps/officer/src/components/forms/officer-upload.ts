import { acceptAttributeForAnyTypes, type FileType, fileRuleFor } from '@fsmis/domain';

/**
 * What an officer's file field tells the upload: the officer's purpose (PDF, JPG, PNG, Word or Excel),
 * narrowed to `fileTypes` where the field takes fewer (a PDF, for terms and user guides), and the
 * input's `accept` for it, which the upload control leaves to a purpose beyond a company's types.
 */
export function officerUpload(fileTypes?: readonly FileType[]) {
  const rule = fileRuleFor('officer-document', { fileTypes });
  return {
    purpose: 'officer-document',
    accept: acceptAttributeForAnyTypes(rule.fileTypes),
    ...(fileTypes ? { fileTypes } : {}),
  } as const;
}
