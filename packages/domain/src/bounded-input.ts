/**
 * Limits on what a request may carry, checked before anything walks it: JSON nested deeper than any form
 * needs, and text PostgreSQL cannot store (the NUL character, and UTF-16 surrogates that pair with nothing).
 */

/**
 * Four times the deepest body the portal makes: a form template (template, sections, section, questions,
 * question, options, option) is 7 levels; saved answers and drafts are at most 6.
 */
export const MAX_JSON_DEPTH = 32;

/** At most this many fields are named in one refusal; the rest would only repeat the lesson. */
const MAX_FIELDS_NAMED = 20;

export type TextProblem = 'nul' | 'loneSurrogate';

export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  nul: 'This text contains a NUL character (U+0000), which is not allowed. Remove it and try again.',
  loneSurrogate:
    'This text contains a character that is not valid Unicode (an unpaired surrogate). Retype it and try again.',
};

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays.`;

/**
 * Whether JSON text nests arrays and objects more than `limit` levels deep. Reads the text once, without
 * recursion, so a body thousands of levels deep is measured as safely as a flat one; brackets inside
 * strings do not count.
 */
export function jsonNestingExceeds(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (character === '[' || character === '{') {
      depth += 1;
      if (depth > limit) return true;
    } else if (character === ']' || character === '}') {
      depth -= 1;
    }
  }
  return false;
}

/** The problem of one piece of text, if it has one. */
export function textProblem(text: string): TextProblem | null {
  if (text.includes('\u0000')) return 'nul';
  // With the `u` flag a surrogate pair is one code point; only a surrogate on its own is category Cs.
  if (/\p{Cs}/u.test(text)) return 'loneSurrogate';
  return null;
}

export interface InvalidText {
  /** The field's path as the envelope names fields: `data.items.0.name`; `prefix` alone for the root. */
  field: string;
  problem: TextProblem;
}

/**
 * Every string value and object key inside a JSON value that holds a NUL or a lone surrogate, walked
 * without recursion. `prefix` names the root (empty for a request body); `nameKey` gives a key's name in
 * a field's path (a body's keys are still wire-encoded here, and fields are named by the decoded key).
 */
export function findInvalidText(
  value: unknown,
  prefix = '',
  nameKey: (key: string) => string = (key) => key,
): InvalidText[] {
  const found: InvalidText[] = [];
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: prefix }];
  while (pending.length > 0 && found.length < MAX_FIELDS_NAMED) {
    const { value: current, path } = pending.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) found.push({ field: path || 'request', problem });
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const keyProblem = textProblem(key);
        // The refusal names the field; it must not carry the bad character back.
        const name = nameKey(
          keyProblem ? key.replaceAll('\u0000', '\uFFFD').replace(/\p{Cs}/gu, '\uFFFD') : key,
        );
        const itemPath = path ? `${path}.${name}` : name;
        if (keyProblem) found.push({ field: itemPath, problem: keyProblem });
        else pending.push({ value: item, path: itemPath });
      }
    }
  }
  return found;
}

/** The refusal's message: each field with what is wrong with it, as validation errors are named. */
export function invalidTextMessages(found: readonly InvalidText[]): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const { field, problem } of found) messages[field] = [TEXT_PROBLEM_MESSAGES[problem]];
  return messages;
}
