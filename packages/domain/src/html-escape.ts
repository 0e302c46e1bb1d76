/**
 * The wire escaping of spec 7: exactly `& < > '`. Request string values are escaped by the client and
 * decoded by the API; response string values are escaped by the API and decoded by the client.
 */
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;' } as const;
type EscapedCharacter = keyof typeof ESCAPES;

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

/** Escapes every string inside a JSON value (array items, object values); keys and non-strings stay. */
export function escapeHtmlDeep<T>(value: T): T {
  return mapStringsDeep(value, escapeHtml) as T;
}

export function unescapeHtmlDeep<T>(value: T): T {
  return mapStringsDeep(value, unescapeHtml) as T;
}

function mapStringsDeep(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStringsDeep(item, map));
  if (isPlainObject(value)) {
    // Object.fromEntries defines own properties, so a `__proto__` key stays an ordinary key.
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStringsDeep(item, map)]));
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
