/**
 * Field errors of a form (docs/requirements.md §5). Errors are a tree mirroring the form's values, whose
 * leaves are messages or `{ message }` objects (as React Hook Form and zod's `treeifyError`/`format`
 * produce).
 */

/** The error under a property path such as `items.0.name` or `items[0].name`; undefined when none. */
export function errorAtPath(errors: unknown, path: string): unknown {
  const keys = path.split(/[.[\]]/).filter((key) => key !== '');
  return keys.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), errors);
}

/**
 * The first message found in an error, depth first: what an array field shows. A string counts on its
 * own, as an array item or as a `message`; other strings of an error object (its `type`) do not, and
 * only arrays and plain objects are searched (never a field's `ref` element).
 */
export function firstErrorMessage(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() === '' ? null : error;
  if (Array.isArray(error)) return firstMessageAmong(error);
  if (!isPlainObject(error)) return null;
  return firstMessageAmong([
    error.message,
    ...Object.values(error).filter((value) => typeof value === 'object'),
  ]);
}

function firstMessageAmong(candidates: readonly unknown[]): string | null {
  for (const candidate of candidates) {
    const message = firstErrorMessage(candidate);
    if (message !== null) return message;
  }
  return null;
}

/** The message a field shows: only once it has been touched and has an error; otherwise null. */
export function fieldErrorToShow(touched: boolean, error: unknown): string | null {
  return touched ? firstErrorMessage(error) : null;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return isRecord(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value));
}
