import type { AttachmentPurpose, FileRuleNarrowing } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { attachmentApiPaths } from './attachment-paths';

/** Where and how to send a file's bytes: the API itself, or a storage service's signed URL. */
export type UploadTarget = {
  readonly uploadId: string;
  readonly uploadUrl: string;
  readonly method: 'PUT';
  readonly headers: Readonly<Record<string, string>>;
  readonly expiresAt: string;
};

/**
 * POST /api/attachments/sas: permission to upload one file for a field (400 when it is empty or larger
 * than the field takes). The field's own types and size, when narrower than its purpose's, go along:
 * the upload's completion checks them.
 */
export async function requestUpload(
  request: {
    readonly fileName: string;
    readonly fileSize: number;
    readonly purpose: AttachmentPurpose;
    readonly entityId?: string | null;
  } & FileRuleNarrowing,
): Promise<UploadTarget> {
  const { data } = await http.post<UploadTarget>(attachmentApiPaths.attachmentUpload, request);
  return data;
}
