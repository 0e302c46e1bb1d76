/** The file types the portal accepts, recognised by their first bytes, never by their names. */
export const FILE_TYPES = {
  pdf: { label: 'PDF', contentType: 'application/pdf', extension: 'pdf' },
  jpg: { label: 'JPG', contentType: 'image/jpeg', extension: 'jpg' },
  png: { label: 'PNG', contentType: 'image/png', extension: 'png' },
} as const;

export type FileType = keyof typeof FILE_TYPES;

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

/** "a PDF, JPG or PNG" */
export function describeFileTypes(types: readonly FileType[]): string {
  const labels = types.map((type) => FILE_TYPES[type].label);
  const article = /^[AEFHILMNORSX]/.test(labels[0] ?? '') ? 'an' : 'a';
  return `${article} ${labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : labels[0]}`;
}
