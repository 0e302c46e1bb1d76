import { encodeText } from './well-formed-text.js';

/**
 * A query string from parameters (docs/requirements.md §7): empty strings, null, undefined and NaN are left
 * out, an array repeats its key once per item, keys and values are percent-encoded, a Date is sent as its ISO
 * time. Returns '' when nothing remains, otherwise a string starting with '?'.
 */
export function toQueryString(params: Readonly<Record<string, unknown>>): string {
  const pairs = Object.entries(params).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value])
      .filter(isPresent)
      .map((item) => `${encodeText(key)}=${encodeText(queryText(key, item))}`),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && !Number.isNaN(value);
}

function queryText(key: string, value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint'
  ) {
    return String(value);
  }
  throw new TypeError(`Query parameter "${key}" must be a string, number, boolean or Date`);
}
