import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type FileType, type OfficerFile, PROGRAMMES, type Programme, programmeLabel } from '@fsmis/domain';
import type { z } from 'zod';
import { discardUntakenUpload, uploadOfficerFile } from '../cases/officer-files.js';
import type { Database } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { badRequest } from '../lib/http-error.js';
import type { FileStorage } from '../modules/attachments/file-storage.js';
import type { Scanner } from '../modules/attachments/scanners/scanner.js';
import { UsageError } from './run-cli.js';

// How every officer command reads its words: programme names, files, and values checked by the API's schemas;
// and how the files it names become the officer's uploads.

/**
 * The words of one group of commands (`applications …`, `pt …`): whether some words are one of them,
 * their options read strictly (an unknown option is a usage error), and the options they must have.
 */
/** The options of a group of commands, as `parseArgs` takes them. */
export type CommandOptions = NonNullable<ParseArgsConfig['options']>;

/** Reads a command's words with `parseArgs`, its complaints (an unknown option …) as usage errors. */
export function readingWords<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Whether the words are a command of a group (`pt …`), read with the group's own options. */
export function isCommandOf(group: string, options: CommandOptions, args: string[]): boolean {
  return parseArgs({ args, options, allowPositionals: true, strict: false }).positionals[0] === group;
}

/** The value of an option a command cannot go without. */
export function requiredOption(values: Readonly<Record<string, unknown>>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string') throw new UsageError(`--${name} is required.`);
  return value;
}

/** LRP, IBR or AOR in any letter case, or the programme's number. */
export function programmeNamed(text: string): Programme {
  const wanted = text.trim().toUpperCase();
  const programme = PROGRAMMES.find((each) => programmeLabel(each) === wanted || String(each) === wanted);
  if (programme === undefined) throw new UsageError(`--programme must be LRP, IBR or AOR, not ${text}.`);
  return programme;
}

/** The API's own schema applied to the command's values: the same rules, the same messages. */
export function validated<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'command';
    messages[field] = [...(messages[field] ?? []), issue.message];
  }
  throw badRequest(messages);
}

/** A file named on the command line, read whole; a 400 on `file` saying why it could not be read. */
export async function readBytes(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : String(error);
    throw badRequest({ file: [`Could not read ${file}: ${reason}`] });
  }
}

/** A file named with --file, read whole: it becomes the officer's upload when the step is taken. */
export interface CommandFile {
  readonly fileName: string;
  readonly bytes: Buffer;
}

/** Reads a file named with --file; a 400 on `file` when it cannot be read. */
export async function commandFile(file: string): Promise<CommandFile> {
  return { fileName: path.basename(file), bytes: await readBytes(file) };
}

/** Reads every file named with --file. */
export function commandFiles(files: readonly string[] | undefined): Promise<CommandFile[]> {
  return Promise.all((files ?? []).map(commandFile));
}

/**
 * The body of a step that lists the officer's files, checked by the step's schema in two goes: its other
 * words at once, before anything is uploaded (the files have no ids yet), then whole, with the ids of the
 * uploads, when the step is taken (how many files it may list is checked then).
 */
export function bodyListingFiles<S extends z.ZodObject<{ files: z.ZodType }>>(
  schema: S,
  words: Readonly<Record<string, unknown>>,
): (files: readonly OfficerFile[]) => z.output<S> {
  validated(schema.omit({ files: true }), words);
  return (files) => validated(schema, { ...words, files });
}

/** What uploading a command's files needs: the database, the files, and what each file is checked with. */
export interface CommandUploads {
  readonly db: Database;
  readonly storage: FileStorage;
  /** The largest file the deployment takes. */
  readonly maxPdfBytes: number;
  readonly scanner: Scanner;
}

/**
 * Uploads the command's files as the officer's, each through the same check as an upload through the
 * API (`uploadOfficerFile`: refused with a 400 on `file`, narrowed to `fileTypes` if given), then takes
 * the step with their ids, as the console names its uploads. Should the step be refused, its uploads are
 * removed again: nobody could name them afterwards.
 */
export async function withOfficerUploads<T>(
  uploads: CommandUploads,
  officerUserId: string,
  files: readonly CommandFile[],
  step: (attachmentIds: OfficerFile[]) => Promise<T>,
  fileTypes?: readonly FileType[],
): Promise<T> {
  const intake = { maxFileBytes: uploads.maxPdfBytes, scanner: uploads.scanner };
  const attachmentIds: OfficerFile[] = [];
  try {
    for (const file of files) {
      const request = { officerUserId, intake, ...file, fileTypes };
      attachmentIds.push(
        await inTransaction(uploads.db, (tx) => uploadOfficerFile(tx, uploads.storage, request)),
      );
    }
    return await step(attachmentIds);
  } catch (error) {
    for (const attachmentId of attachmentIds) {
      // The step's refusal is what the officer must read; an upload left behind harms nobody.
      await discardUntakenUpload(uploads.db, uploads.storage, officerUserId, attachmentId).catch(
        () => undefined,
      );
    }
    throw error;
  }
}

/** `withOfficerUploads` for a step that takes one file. */
export function withOfficerUpload<T>(
  uploads: CommandUploads,
  officerUserId: string,
  file: CommandFile,
  step: (attachmentId: OfficerFile) => Promise<T>,
  fileTypes?: readonly FileType[],
): Promise<T> {
  return withOfficerUploads(
    uploads,
    officerUserId,
    [file],
    ([attachmentId]) => {
      if (!attachmentId) throw new Error('The file was not uploaded.');
      return step(attachmentId);
    },
    fileTypes,
  );
}
