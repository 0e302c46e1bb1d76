import { neutraliseBidiControls } from './bidi-controls.js';

/**
 * The wire escaping of docs/requirements.md §7: exactly `& < > '`. Request strings (values and object keys)
 * are escaped by the client and decoded by the API; response strings are escaped by the API and decoded by
 * the client.
 */
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;' } as const;
type EscapedCharacter = keyof typeof ESCAPES;
/** Whether a text has a character to escape; not global, so `test` keeps no position between calls. */
const NEEDS_ESCAPING = /[&<>']/;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>']/g, (character) => ESCAPES[character as EscapedCharacter]);
}

/** `&amp;` is decoded last, so `&amp;lt;` becomes the literal text `&lt;`, not `<`. */
export function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&#x27;/gi, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Escapes every string inside a JSON value (array items, object values and object keys, since a key can
 * be text a person typed, as in a form draft); non-strings stay.
 */
export function escapeHtmlDeep<T>(value: T): T {
  return mapStringsDeep(value, escapeHtml) as T;
}

export function unescapeHtmlDeep<T>(value: T): T {
  return mapStringsDeep(value, unescapeHtml) as T;
}

/**
 * A request's text as the API keeps it: decoded from the wire, without bidirectional controls. Every
 * string of a JSON request body (keys included) goes through here once, at the API's intake, so stored
 * text, exports, PDFs, e-mails and every screen are safe from text that reads backwards.
 */
export function readRequestText(text: string): string {
  return neutraliseBidiControls(unescapeHtml(text));
}

export function readRequestBody<T>(value: T): T {
  return mapStringsDeep(value, readRequestText) as T;
}

type Container = unknown[] | Record<string, unknown>;

/**
 * Copies a JSON value with `map` applied to every string in it, keys included. Walks with a list instead
 * of recursion: a response may carry stored JSON of any depth, and recursion would overflow the stack.
 */
function mapStringsDeep(value: unknown, map: (text: string) => string): unknown {
  const pending: Array<{ source: Container; target: Container }> = [];
  const copy = (item: unknown): unknown => {
    if (typeof item === 'string') return map(item);
    if (!Array.isArray(item) && !isPlainObject(item)) return item;
    const target: Container = Array.isArray(item) ? new Array<unknown>(item.length) : {};
    pending.push({ source: item, target });
    return target;
  };
  const root = copy(value);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { source, target } = next;
    if (Array.isArray(source)) {
      source.forEach((item, index) => {
        (target as unknown[])[index] = copy(item);
      });
    } else {
      for (const [key, item] of Object.entries(source)) {
        setOwn(target as Record<string, unknown>, map(key), copy(item));
      }
    }
  }
  return root;
}

/**
 * The serialized form of `escapeHtmlDeep`: in JSON text `& < > '` can stand only inside strings (keys and
 * values), so escaping the text escapes exactly every string in it, without walking or copying the value.
 * The API escapes its answers this way, after they were checked against their schema.
 */
export function escapeJsonText(json: string): string {
  return NEEDS_ESCAPING.test(json) ? escapeHtml(json) : json;
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // Assigning `__proto__` would replace the prototype; defining it keeps it an ordinary key.
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
