// The file types the portal accepts, recognised by their first bytes, never by their names (but for
// Word 97 and Excel 97, which share one container: their names tell them apart). Companies give PDF, JPG
// and PNG files; officers give Word and Excel documents too. Each type is written once; the maps below
// only name them, so that a bundle keeps just the types its code reads.
const PDF = { contentType: 'application/pdf', extensions: ['.pdf'] } as const;
const JPG = { contentType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] } as const;
const PNG = { contentType: 'image/png', extensions: ['.png'] } as const;
const DOCX = {
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extensions: ['.docx'],
} as const;
const XLSX = {
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extensions: ['.xlsx'],
} as const;
const DOC = { contentType: 'application/msword', extensions: ['.doc'] } as const;
const XLS = { contentType: 'application/vnd.ms-excel', extensions: ['.xls'] } as const;

/** What a company uploads; the portal's pages read no other type. */
export const COMPANY_FILE_TYPES = { pdf: PDF, jpg: JPG, png: PNG } as const;
/** What an officer gives besides: Word and Excel documents. */
export const OFFICE_FILE_TYPES = { docx: DOCX, xlsx: XLSX, doc: DOC, xls: XLS } as const;

/** The types a company uploads: PDF, JPG and PNG. */
export type CompanyFileType = keyof typeof COMPANY_FILE_TYPES;
export type FileType = CompanyFileType | keyof typeof OFFICE_FILE_TYPES;

export const FILE_TYPES = {
  pdf: PDF,
  jpg: JPG,
  png: PNG,
  docx: DOCX,
  xlsx: XLSX,
  doc: DOC,
  xls: XLS,
} as const;
// Written out, not read from FILE_TYPES: a list computed when the module loads stays in every bundle.
export const FILE_TYPE_NAMES = [
  'pdf',
  'jpg',
  'png',
  'docx',
  'xlsx',
  'doc',
  'xls',
] as const satisfies readonly FileType[];

/** The name of each type in words: Word 97 and Word are one name. */
const FILE_TYPE_LABELS: Readonly<Record<FileType, string>> = {
  pdf: 'PDF',
  jpg: 'JPG',
  png: 'PNG',
  docx: 'Word',
  xlsx: 'Excel',
  doc: 'Word',
  xls: 'Excel',
};

/**
 * What an attachment is for decides which file types it may be and how large (a field may narrow both:
 * `fileRuleFor` in file-rules.ts). A deployment's ATTACHMENT_MAX_MB may lower every size further.
 */
export const ATTACHMENT_PURPOSES = {
  signature: { fileTypes: ['jpg', 'png'], maxMb: 10 },
  document: { fileTypes: ['pdf', 'jpg', 'png'], maxMb: 10 },
  /** A file an officer gives a case, a round, terms or a user guide: Word and Excel documents too. */
  'officer-document': { fileTypes: ['pdf', 'jpg', 'png', 'docx', 'xlsx', 'doc', 'xls'], maxMb: 10 },
} as const satisfies Record<string, { fileTypes: readonly FileType[]; maxMb: number }>;

/**
 * Who uploads a file of each purpose: a company's user, or an officer of the regulator. The upload
 * refuses a purpose that is not the signed-in user's, so an officer's rule never widens a company's.
 */
export const ATTACHMENT_PURPOSE_UPLOADERS = {
  signature: 'company',
  document: 'company',
  'officer-document': 'officer',
} as const satisfies Record<keyof typeof ATTACHMENT_PURPOSES, 'company' | 'officer'>;

/** The file types a purpose takes. */
export type PurposeFileType<P extends keyof typeof ATTACHMENT_PURPOSES> =
  (typeof ATTACHMENT_PURPOSES)[P]['fileTypes'][number];

export type AttachmentPurpose = keyof typeof ATTACHMENT_PURPOSES;
export const ATTACHMENT_PURPOSE_NAMES = Object.keys(ATTACHMENT_PURPOSES) as [
  AttachmentPurpose,
  ...AttachmentPurpose[],
];

/** The purpose of a signature copied into a signed declaration: the portal makes it, nobody uploads it. */
export const FROZEN_SIGNATURE_PURPOSE = 'declaration-signature';

/** The purposes a stored attachment has: an upload's, or that of a signature frozen in a declaration. */
export const STORED_ATTACHMENT_PURPOSES = [...ATTACHMENT_PURPOSE_NAMES, FROZEN_SIGNATURE_PURPOSE] as const;
export type StoredAttachmentPurpose = (typeof STORED_ATTACHMENT_PURPOSES)[number];

const SIGNATURES: ReadonlyArray<{ type: FileType; bytes: readonly number[] }> = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpg', bytes: [0xff, 0xd8, 0xff] },
];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// Office Open XML names its parts in the first local headers of the archive.
const OOXML_SNIFF_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The type of a file from its first bytes (and, for Word 97 and Excel 97, its name); null when unknown. */
export function detectFileType(bytes: Uint8Array, fileName = ''): FileType | null {
  const match = SIGNATURES.find(({ bytes: signature }) => startsWith(bytes, signature));
  if (match) return match.type;
  if (startsWith(bytes, ZIP_SIGNATURE)) return officeOpenXmlType(bytes);
  if (startsWith(bytes, OLE2_SIGNATURE)) {
    const extension = fileName.toLowerCase().split('.').pop();
    return extension === 'doc' || extension === 'xls' ? extension : null;
  }
  return null;
}

function officeOpenXmlType(bytes: Uint8Array): FileType | null {
  let head = '';
  for (const byte of bytes.subarray(0, OOXML_SNIFF_BYTES)) head += String.fromCharCode(byte);
  if (!head.includes('[Content_Types].xml')) return null;
  if (head.includes('word/')) return 'docx';
  return head.includes('xl/') ? 'xlsx' : null;
}

/** "JPG or PNG", "PDF, JPG or PNG", "PDF, Word or Excel" (Word 97 and Word are one name). */
export function fileTypesInWords(types: readonly FileType[]): string {
  const labels = [...new Set(types.map((type) => FILE_TYPE_LABELS[type]))];
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
}

/** "a JPG or PNG" (every accepted type's name is read with a consonant sound). */
export function describeFileTypes(types: readonly FileType[]): string {
  return `a ${fileTypesInWords(types)}`;
}

/** The `accept` attribute of a file input for some of a company's file types (a field may take fewer than its purpose). */
export function acceptAttributeForTypes(fileTypes: readonly CompanyFileType[]): string {
  return acceptAttributeOf(fileTypes.map((type) => COMPANY_FILE_TYPES[type]));
}

/**
 * The `accept` attribute for any of the portal's file types (an officer's field takes Word and Excel
 * too). Apart from `acceptAttributeForTypes` so that the portal's pages keep only the company's types.
 */
export function acceptAttributeForAnyTypes(fileTypes: readonly FileType[]): string {
  return acceptAttributeOf(fileTypes.map((type) => FILE_TYPES[type]));
}

function acceptAttributeOf(types: readonly { extensions: readonly string[]; contentType: string }[]): string {
  return [...types.flatMap((type) => type.extensions), ...types.map((type) => type.contentType)].join(',');
}
