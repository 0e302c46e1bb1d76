// A lone surrogate cannot be percent-encoded (encodeURIComponent throws); it becomes U+FFFD, as
// String.prototype.toWellFormed (ES2024) would do.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** Percent-encoding of UTF-8 text that never throws. */
export function encodeText(text: string): string {
  return encodeURIComponent(toWellFormed(text));
}
