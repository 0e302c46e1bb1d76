/**
 * The message of a failed response (docs/requirements.md §8). It may be a string, an array, or an object of
 * field -> string | string[] | nested; every text in it is collected in order, blanks and duplicates
 * dropped, and joined with line breaks. When it holds no text, `fallback` (the client's message) is used.
 */
export function flattenErrorMessage(message: unknown, fallback: string): string {
  const texts = [...new Set(collectTexts(message))];
  return texts.length > 0 ? texts.join('\n') : fallback;
}

function collectTexts(message: unknown): string[] {
  if (typeof message === 'string') {
    const text = message.trim();
    return text === '' ? [] : [text];
  }
  if (Array.isArray(message)) return message.flatMap(collectTexts);
  if (typeof message === 'object' && message !== null) return Object.values(message).flatMap(collectTexts);
  return [];
}

/** A sentence ending in `subject`, with one full stop: a name that ends in one ("Pte. Ltd.") keeps it. */
export function sentenceEndingWith(prefix: string, subject: string): string {
  return `${prefix}${subject}${subject.endsWith('.') ? '' : '.'}`;
}
