import { encodeText, toWellFormed } from './well-formed-text.js';

const DEFAULT_EXPORT_NAME = 'exportExcel';
const EXPORT_EXTENSION = '.xlsx';

/** The name of a download without a content-disposition header (docs/requirements.md §7). */
export function defaultExportFileName(now: Date): string {
  return `${DEFAULT_EXPORT_NAME}${now.toISOString()}${EXPORT_EXTENSION}`;
}

/**
 * The file name in a content-disposition header (RFC 6266): `filename*` (RFC 5987, percent-decoded)
 * is preferred over `filename`; either may be quoted. Null when the header names no file.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  const parameters = parseParameters(header ?? '');
  const extended = parameters.get('filename*');
  const fileName =
    (extended === undefined ? null : decodeExtendedValue(extended)) ?? parameters.get('filename');
  return fileName === undefined || fileName === '' ? null : fileName;
}

/** The header the API sends with a file: an ASCII fallback for old clients and the exact UTF-8 name. */
export function contentDispositionFor(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

// name=value pairs after the disposition type; a value is a quoted string (with \-escapes) or a token.
const PARAMETER = /;\s*([^\s;=]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;

function parseParameters(header: string): ReadonlyMap<string, string> {
  const parameters = new Map<string, string>();
  for (const [, name = '', rawValue = ''] of header.matchAll(PARAMETER)) {
    const key = name.toLowerCase();
    if (!parameters.has(key)) parameters.set(key, unquote(rawValue.trim()));
  }
  return parameters;
}

function unquote(value: string): string {
  return value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
}

// RFC 5987 ext-value: charset "'" [ language ] "'" value-chars
const EXTENDED_VALUE = /^(utf-8|iso-8859-1)'[^']*'(.*)$/i;

function decodeExtendedValue(value: string): string | null {
  const match = EXTENDED_VALUE.exec(value);
  if (match === null) return null;
  const [, charset = '', encoded = ''] = match;
  try {
    return charset.toLowerCase() === 'utf-8' ? decodeURIComponent(encoded) : decodeLatin1(encoded);
  } catch {
    return null;
  }
}

function decodeLatin1(encoded: string): string {
  return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

// RFC 5987 attr-char leaves out ' ( ) *, which encodeURIComponent keeps.
function encodeRfc5987(text: string): string {
  return encodeText(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function asciiFallback(fileName: string): string {
  return toWellFormed(fileName).replace(/[^\x20-\x7e]|["\\]/gu, '_');
}
