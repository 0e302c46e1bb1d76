import { http } from '@fsmis/ui/lib/http-client';
import type { Attachment } from '../attachment';
import { attachmentApiPaths } from './attachment-paths';

/** POST /api/attachments/uploads/{uploadId}/complete: the file has arrived; its type is checked by content. */
export async function completeUpload(uploadId: string): Promise<Attachment> {
  const { data } = await http.post<Attachment>(attachmentApiPaths.attachmentUploadComplete(uploadId));
  return data;
}
