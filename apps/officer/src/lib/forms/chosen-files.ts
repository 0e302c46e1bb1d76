import {
  FILE_TYPES,
  fileRuleHint,
  OFFICER_FILE_RULE,
  type OfficerFile,
  officerFileSchema,
} from '@fsmis/domain';
import { z } from 'zod';
import { officerFileOf } from '../file-content';

/** What the API takes from an officer, in the words of the domain's rule: "PDF, JPG, PNG, Word or Excel, up to 10 MB". */
export const OFFICER_FILE_HINT = fileRuleHint(OFFICER_FILE_RULE);

/**
 * Where the officer API names the problems of a form's `files`: each file checked against the contract
 * (`files.0.fileName`), or the one whose content it refuses (`file`).
 */
export const FILES_API_PATHS = { files: ['files', 'file'] } as const;

/** Stands in for a file's bytes while the domain's rule checks what can be checked before they are read. */
const UNREAD = 'AA==';

const asOfficerFile = (file: File): OfficerFile => ({ fileName: file.name, contentBase64: UNREAD });

/**
 * One file the officer chose, as the form holds it (a File, or null before one is chosen). Its name is
 * checked here by the domain's own rule; its bytes go to the API only once the form is sent
 * (`officerFileOf`), and the API checks its content.
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

/** A file the browser calls a PDF, by its type or else by its name. */
const isPdf = (file: File) =>
  file.type === FILE_TYPES.pdf.contentType ||
  FILE_TYPES.pdf.extensions.some((extension) => file.name.toLowerCase().endsWith(extension));

/** What a PDF field says of a file that is not one. */
export const NOT_A_PDF = 'The file must be a PDF';

/**
 * One PDF the officer chose (published terms, a user guide), as the form holds it (a File, or null
 * before one is chosen): a PDF by its type or its name, and not empty, in the field's own words for a
 * file `missing` or `empty`. Its bytes are read only once the form is sent; the API checks them again.
 */
export const chosenPdfSchema = (messages: { readonly missing: string; readonly empty: string }) =>
  z
    .custom<File | null>((value) => value === null || value instanceof File, messages.missing)
    .transform((file, context) => {
      const problem =
        file === null ? messages.missing : !isPdf(file) ? NOT_A_PDF : file.size === 0 ? messages.empty : null;
      if (problem !== null || file === null) {
        context.addIssue({ code: 'custom', message: problem ?? messages.missing });
        return z.NEVER;
      }
      return file;
    });

/**
 * The files the officer chose for a list of files of the domain (`files`, with its own count and names
 * rules), checked by that rule before their bytes are read; an empty file is refused by its name.
 */
export const chosenFilesSchema = (domainFiles: z.ZodType) =>
  z
    .custom<File[]>((value) => Array.isArray(value) && value.every((file) => file instanceof File))
    .superRefine((files, context) => {
      const checked = domainFiles.safeParse(files.map(asOfficerFile));
      for (const issue of checked.error?.issues ?? []) {
        context.addIssue({ code: 'custom', message: issue.message });
      }
      for (const file of files) {
        if (file.size === 0) {
          context.addIssue({ code: 'custom', message: `${file.name} is empty: choose another file` });
        }
      }
    });

/** The chosen files as the officer API takes them, read once the form is sent. */
export const officerFilesOf = (files: readonly File[]): Promise<OfficerFile[]> =>
  Promise.all(files.map(officerFileOf));

/** A form's checked values as the officer API takes them: each chosen file, or list of files, read. */
export type FilesRead<V> = {
  [K in keyof V]: V[K] extends File ? OfficerFile : V[K] extends readonly File[] ? OfficerFile[] : V[K];
};

const isFileList = (value: unknown): value is readonly File[] =>
  Array.isArray(value) && value.every((item) => item instanceof File);

/** Reads the files the officer chose, once the form is sent; the other values stay as they are. */
export async function readChosenFiles<V extends object>(values: V): Promise<FilesRead<V>> {
  const entries = await Promise.all(
    Object.entries(values).map(async ([key, value]: [string, unknown]) => {
      if (value instanceof File) return [key, await officerFileOf(value)];
      return [key, isFileList(value) ? await officerFilesOf(value) : value];
    }),
  );
  return Object.fromEntries(entries) as FilesRead<V>;
}
