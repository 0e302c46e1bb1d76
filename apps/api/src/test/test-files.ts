import fs from 'node:fs';

/** Small real files for upload tests, made in code so nothing binary is committed for them. */
export const testFiles = {
  png: () => fs.readFileSync(new URL('../db/seed/assets/signature.png', import.meta.url)),
  pdf: () => Buffer.from(minimalPdf('')),
  /** The EICAR anti-virus test string inside an otherwise valid PDF. */
  eicarPdf: () =>
    Buffer.from(
      minimalPdf('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'),
      'latin1',
    ),
  /** The EICAR anti-virus test file itself: 68 bytes of text, which every scanner reports as infected. */
  eicar: () => Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1'),
  /** A PDF whose trailer names an encryption dictionary, as password-protected PDFs do. */
  encryptedPdf: () => Buffer.from(minimalPdf('', '/Encrypt 5 0 R'), 'latin1'),
  text: () => Buffer.from('Just some notes, not a PDF.\n'),
  zip: () => Buffer.from('504b0304140000000000', 'hex'),
};

function minimalPdf(comment: string, trailerExtra = ''): string {
  return [
    '%PDF-1.4',
    comment ? `% ${comment}` : '%',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    `trailer << /Root 1 0 R /Size 3 ${trailerExtra} >>`,
    '%%EOF',
    '',
  ].join('\n');
}
