/**
 * What the log keeps of an error: its type, code, message and stack frames, and for a database error
 * the constraint, table and column it names. Never the values of the statement or request that failed:
 * Drizzle's message ends with the statement's parameters, PostgreSQL's `detail` reads
 * `Key (email)=(…) already exists`, the driver keeps `params` and `where`. Only the fields below are
 * copied, and values are cut out of the message.
 */
export type SafeError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  cause?: SafeError;
};

const PLACE_FIELDS = ['schema', 'table', 'column', 'constraint', 'routine'] as const;
const DEEPEST_CAUSE = 4;

export function safeError(error: unknown): SafeError {
  return serialize(error, 0);
}

function serialize(error: unknown, depth: number): SafeError {
  if (typeof error !== 'object' || error === null) {
    const message = withoutValues(String(error));
    return { type: typeof error, message, stack: message };
  }
  const fields = error as Record<string, unknown>;
  const type = typeOf(error);
  const message = withoutValues(typeof fields.message === 'string' ? fields.message : '');
  const frames = typeof fields.stack === 'string' ? stackFrames(fields.stack) : '';
  const safe: SafeError = { type, message, stack: frames ? `${type}: ${message}\n${frames}` : message };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') safe.code = String(fields.code);
  if (typeof fields.statusCode === 'number') safe.statusCode = fields.statusCode;
  for (const field of PLACE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string') safe[field] = value;
  }
  if (fields.cause !== undefined && depth < DEEPEST_CAUSE) safe.cause = serialize(fields.cause, depth + 1);
  return safe;
}

function typeOf(error: object): string {
  // pg's and PGlite's errors (PGlite's class name is minified) under one name.
  const fields = error as Record<string, unknown>;
  if (typeof fields.severity === 'string' && typeof fields.code === 'string') return 'DatabaseError';
  const constructorName = (error.constructor as { name?: unknown } | undefined)?.name;
  if (typeof constructorName === 'string' && constructorName !== '' && constructorName !== 'Object') {
    return constructorName;
  }
  const name = (error as { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : 'Error';
}

/** The `at …` lines of a stack: its first lines repeat the message, values and all. */
function stackFrames(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

const VALUE_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  // Drizzle: "Failed query: select … where email = $1\nparams: a@b.c,Tan Ah Kow"
  [/\n\s*params:[\s\S]*$/, ''],
  // PostgreSQL: `invalid input syntax for type integer: "a@b.c"`, `value "99999999999" is out of range`,
  // `syntax error at or near "…"`; names of relations and constraints are quoted without these words.
  [/(:\s*|\bvalue\s+|\bnear\s+)"(?:[^"]|"")*"/g, '$1"…"'],
  // PostgreSQL's key detail, should a message repeat it: "Key (email)=(a@b.c)"
  [/\)=\((?:[^()]|\([^()]*\))*\)/g, ')=(…)'],
  // Whatever else carried them: e-mail addresses, NRIC/FIN, UENs and query strings of URLs.
  [/[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi, '[e-mail]'],
  [/\b[STFGM]\d{7}[A-Z]\b/g, '[NRIC]'],
  [/\b(?:\d{8,9}[A-Z]|[RST]\d{2}[A-Z]{2}\d{4}[A-Z])\b/g, '[UEN]'],
  [/(\bhttps?:\/\/[^\s?#"'<>]*)\?[^\s#"'<>]*/g, '$1?…'],
];

/** The message with the values it quotes cut out. */
export function withoutValues(message: string): string {
  return VALUE_PATTERNS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), message);
}
