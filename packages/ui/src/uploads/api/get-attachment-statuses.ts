import type { AttachmentScanStatus } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { attachmentApiPaths } from './attachment-paths';

export type AttachmentStatus = {
  readonly attachmentId: string;
  readonly attachmentStatus: AttachmentScanStatus;
};

/** GET /api/attachments/get-status: where the virus scan of each file stands. */
export async function getAttachmentStatuses(
  attachmentIds: readonly string[],
  signal?: AbortSignal,
): Promise<readonly AttachmentStatus[]> {
  const { data } = await http.get<readonly AttachmentStatus[]>(attachmentApiPaths.attachmentStatuses, {
    query: { AttachmentIds: attachmentIds },
    signal,
  });
  return data;
}
