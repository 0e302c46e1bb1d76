import { ATTACHMENT_PURPOSES, FILE_TYPES, OFFICER_FILE_RULE } from '@fsmis/domain';
import { z } from 'zod';

const contentTypesOf = (types: ReadonlyArray<{ contentType: string }>) =>
  types.map((type) => type.contentType);

/** What a company uploads as a document: PDF, JPG or PNG. */
export const COMPANY_FILE_TYPES = contentTypesOf(
  ATTACHMENT_PURPOSES.document.fileTypes.map((type) => FILE_TYPES[type]),
);
/** A signature image: JPG or PNG. */
export const SIGNATURE_FILE_TYPES = contentTypesOf(
  ATTACHMENT_PURPOSES.signature.fileTypes.map((type) => FILE_TYPES[type]),
);
/** Any stored file: officers also give Word and Excel documents (the domain's OFFICER_FILE_RULE). */
export const STORED_FILE_TYPES = contentTypesOf(OFFICER_FILE_RULE.fileTypes.map((type) => FILE_TYPES[type]));
export const PDF_FILE_TYPES = [FILE_TYPES.pdf.contentType];
export const XLSX_FILE_TYPES = [FILE_TYPES.xlsx.contentType];

/**
 * The success answer of a file download (lib/send-file.ts): the file's bytes, in one of the content
 * types it may be, saved by the browser under the name of its Content-Disposition header.
 */
export function fileDownloadResponse(contentTypes: readonly string[]) {
  return {
    200: {
      description: 'The file, as a download: Content-Disposition names it, Cache-Control keeps no copy.',
      content: Object.fromEntries(
        contentTypes.map((contentType) => [contentType, { schema: z.file().mime(contentType) }]),
      ),
    },
  };
}
