import { z } from 'zod';

/**
 * A file sent by an officer, in the JSON body (the console, the command line and API tests send it so).
 * A module of its own: the portal's pages that read a contract naming it need none of the workflow's.
 */
export const officerFileSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, 'Name the file')
    .max(255, 'The file name must be 255 characters or fewer')
    .refine((name) => !/[\\/\0]/.test(name), 'The file name must not contain slashes'),
  contentBase64: z.base64('Send the file as base64').min(1, 'The file is empty'),
});
export type OfficerFile = z.infer<typeof officerFileSchema>;
