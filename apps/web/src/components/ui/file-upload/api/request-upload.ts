import type { AttachmentPurpose } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../../config/paths';

/** Where and how to send a file's bytes: the API itself, or a storage service's signed URL. */
export type UploadTarget = {
  readonly uploadId: string;
  readonly uploadUrl: string;
  readonly method: 'PUT';
  readonly headers: Readonly<Record<string, string>>;
  readonly expiresAt: string;
};

/** POST /api/attachments/sas: permission to upload one file (400 when it is empty or too large). */
export async function requestUpload(request: {
  readonly fileName: string;
  readonly fileSize: number;
  readonly purpose: AttachmentPurpose;
  readonly entityId?: string | null;
}): Promise<UploadTarget> {
  const { data } = await http.post<UploadTarget>(apiPaths.attachmentUpload, request);
  return data;
}
