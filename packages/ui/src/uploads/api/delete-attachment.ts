import { http } from '@fsmis/ui/lib/http-client';
import { attachmentApiPaths } from './attachment-paths';

/** DELETE /api/attachments/{id} (409 while the file is in use, e.g. the profile's saved signature). */
export async function deleteAttachment(attachmentId: string): Promise<void> {
  await http.delete<null>(attachmentApiPaths.attachment(attachmentId));
}
