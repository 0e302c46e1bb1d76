import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type OfficerFile, PROGRAMMES, type Programme, programmeLabel } from '@fsmis/domain';
import type { z } from 'zod';
import { badRequest } from '../lib/http-error.js';
import { UsageError } from './run-cli.js';

// How every officer command reads its words: programme names, files, and values checked by the API's schemas.

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

/** A file named on the command line, as the officer API receives it (base64 in the JSON body). */
export async function officerFile(file: string): Promise<OfficerFile> {
  return { fileName: path.basename(file), contentBase64: (await readBytes(file)).toString('base64') };
}
