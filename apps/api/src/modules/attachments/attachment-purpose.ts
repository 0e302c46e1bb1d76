import type { FileType } from './file-type.js';

/** What an attachment is for decides which file types it may be. */
export const ATTACHMENT_PURPOSES = {
  signature: { fileTypes: ['jpg', 'png'] },
  document: { fileTypes: ['pdf', 'jpg', 'png'] },
} as const satisfies Record<string, { fileTypes: readonly FileType[] }>;

export type AttachmentPurpose = keyof typeof ATTACHMENT_PURPOSES;
export const ATTACHMENT_PURPOSE_NAMES = Object.keys(ATTACHMENT_PURPOSES) as [
  AttachmentPurpose,
  ...AttachmentPurpose[],
];
