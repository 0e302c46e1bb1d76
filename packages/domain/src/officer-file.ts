import { z } from 'zod';
import { GUID_PATTERN } from './validation.js';

/** What a form says of a file the officer has not uploaded, or whose upload the API no longer knows. */
export const UPLOAD_THE_FILE_MESSAGE = 'Upload the file';

/**
 * A file an officer gives a case, a round, terms or a user guide, named by its attachment id. The file
 * came through the one upload every file takes (POST /api/attachments/sas with the purpose
 * `officer-document`, the bytes sent, the upload completed): checked there against its field's rule
 * (types and size by content, an infected file refused as infected) and left for the virus scan. The
 * step that takes it hands it to the record it belongs to; an upload is taken once.
 * A module of its own: the portal's pages that read a contract naming it need none of the workflow's.
 */
export const officerFileSchema = z
  .string(UPLOAD_THE_FILE_MESSAGE)
  .regex(GUID_PATTERN, UPLOAD_THE_FILE_MESSAGE)
  .transform((id) => id.toLowerCase());
export type OfficerFile = z.infer<typeof officerFileSchema>;
