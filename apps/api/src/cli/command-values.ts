import { PROGRAMMES, type Programme, programmeLabel } from '@fsmis/domain';
import type { z } from 'zod';
import { badRequest } from '../lib/http-error.js';
import { UsageError } from './run-cli.js';

// How every officer command reads its words: programme names, and values checked by the API's schemas.

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
