import type { AttachmentScanStatus } from '@fsmis/domain';

/** An uploaded file (spec 3, "Attachment"). */
export type Attachment = {
  readonly attachmentId: string;
  readonly displayFileName: string;
  readonly fileSize: number;
  readonly entityId?: string | null;
  readonly createdAt: string;
  readonly attachmentStatus: AttachmentScanStatus;
};
