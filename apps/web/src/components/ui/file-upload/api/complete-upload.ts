import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../../config/paths';
import type { Attachment } from '../attachment';

/** POST /api/attachments/uploads/{uploadId}/complete: the file has arrived; its type is checked by content. */
export async function completeUpload(uploadId: string): Promise<Attachment> {
  const { data } = await http.post<Attachment>(apiPaths.attachmentUploadComplete(uploadId));
  return data;
}
