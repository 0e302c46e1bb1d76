import { officerFileSchema } from '@fsmis/domain';
import { z } from 'zod';

/**
 * A file the officer chose, as the form holds it (a File, or null before one is chosen). Its bytes go to
 * the API only once the step is sent (`officerFileOf`); its name is checked here by the domain's own
 * rule, its content by the API.
 */
export const chosenFileSchema = (required: string) =>
  z
    .custom<File | null>((value) => value === null || value instanceof File, required)
    .transform((file, context) => {
      if (file === null) {
        context.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const name = officerFileSchema.shape.fileName.safeParse(file.name);
      if (!name.success) {
        for (const issue of name.error.issues) context.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }
      return file;
    });

/** What the API takes from an officer, in words for a hint. */
export const OFFICER_FILE_HINT = 'A PDF, JPG, PNG, Word or Excel file.';
