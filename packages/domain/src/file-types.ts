/** The file types the portal accepts, recognised by their first bytes, never by their names. */
export const FILE_TYPES = {
  pdf: { label: 'PDF', contentType: 'application/pdf', extensions: ['.pdf'] },
  jpg: { label: 'JPG', contentType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { label: 'PNG', contentType: 'image/png', extensions: ['.png'] },
} as const;

export type FileType = keyof typeof FILE_TYPES;
export const FILE_TYPE_NAMES = Object.keys(FILE_TYPES) as [FileType, ...FileType[]];

/**
 * What an attachment is for decides which file types it may be and how large (a field may narrow both:
 * `fileRuleFor` in file-rules.ts). A deployment's ATTACHMENT_MAX_MB may lower every size further.
 */
export const ATTACHMENT_PURPOSES = {
  signature: { fileTypes: ['jpg', 'png'], maxMb: 10 },
  document: { fileTypes: ['pdf', 'jpg', 'png'], maxMb: 10 },
} as const satisfies Record<string, { fileTypes: readonly FileType[]; maxMb: number }>;

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

export function detectFileType(bytes: Uint8Array): FileType | null {
  const match = SIGNATURES.find(({ bytes: signature }) =>
    signature.every((byte, index) => bytes[index] === byte),
  );
  return match?.type ?? null;
}

/** "JPG or PNG", "PDF, JPG or PNG". */
export function fileTypesInWords(types: readonly FileType[]): string {
  const labels = types.map((type) => FILE_TYPES[type].label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
}

/** "a JPG or PNG" (every accepted type's name is read with a consonant sound). */
export function describeFileTypes(types: readonly FileType[]): string {
  return `a ${fileTypesInWords(types)}`;
}

/** The `accept` attribute of a file input for a purpose: its extensions and content types. */
export function acceptAttributeFor(purpose: AttachmentPurpose): string {
  return acceptAttributeForTypes(ATTACHMENT_PURPOSES[purpose].fileTypes);
}

/** The `accept` attribute for some file types (a template's document may accept fewer than its purpose). */
export function acceptAttributeForTypes(fileTypes: readonly FileType[]): string {
  const types = fileTypes.map((type) => FILE_TYPES[type]);
  return [...types.flatMap((type) => type.extensions), ...types.map((type) => type.contentType)].join(',');
}
