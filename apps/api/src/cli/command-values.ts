import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type OfficerFile, PROGRAMMES, type Programme, programmeLabel } from '@fsmis/domain';
import type { z } from 'zod';
import { badRequest } from '../lib/http-error.js';
import { UsageError } from './run-cli.js';

// How every officer command reads its words: programme names, files, and values checked by the API's schemas.

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

/** A file named on the command line, as the officer API receives it (base64 in the JSON body). */
export async function officerFile(file: string): Promise<OfficerFile> {
  return { fileName: path.basename(file), contentBase64: (await readBytes(file)).toString('base64') };
}
