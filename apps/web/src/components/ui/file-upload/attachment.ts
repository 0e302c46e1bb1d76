import type { AttachmentScanStatus } from '@fsmis/domain';

/** What an upload is for; the API accepts different file types for each. */
export type AttachmentPurpose = 'signature' | 'document';

/** An uploaded file (spec 3, "Attachment"). */
export type Attachment = {
  readonly attachmentId: string;
  readonly displayFileName: string;
  readonly fileSize: number;
  readonly entityId?: string | null;
  readonly createdAt: string;
  readonly attachmentStatus: AttachmentScanStatus;
};
