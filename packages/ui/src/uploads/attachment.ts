import type { AttachmentScanStatus } from '@fsmis/domain';

/** An uploaded file (docs/requirements.md §3, "Attachment"). */
export type Attachment = {
  readonly attachmentId: string;
  readonly displayFileName: string;
  readonly fileSize: number;
  readonly entityId?: string | null;
  readonly createdAt: string;
  readonly attachmentStatus: AttachmentScanStatus;
};
