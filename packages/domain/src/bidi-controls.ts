/**
 * Bidirectional control characters in text a company supplies are removed (docs/domain.md, "Text a
 * company supplies"). They are invisible, yet they reorder what follows them: an answer, a name or a
 * comment holding U+202E (right-to-left override) reads backwards on every screen, export, PDF and
 * e-mail, and can make "gpj.exe" look like "exe.jpg". Removing them rather than showing them as marks
 * keeps stored text the same wherever it is printed (a certificate must not carry "[U+202E]"), and
 * loses nothing a reader needs: right-to-left names and addresses read correctly without them, since
 * the screens isolate each piece of company text (`<bdi>`, `dir="auto"`) and the browser orders its
 * letters by their own direction.
 *
 * The characters: the embeddings and overrides U+202A–U+202E (LRE, RLE, PDF, LRO, RLO), the isolates
 * U+2066–U+2069 (LRI, RLI, FSI, PDI), and the marks U+200E, U+200F and U+061C (LRM, RLM, ALM), which
 * also move neutral characters such as dots and digits across a boundary.
 */
export const BIDI_CONTROL_CHARACTERS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** Whether a text holds a bidirectional control; not global, so `test` keeps no position between calls. */
const HAS_BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

/** The text without its bidirectional control characters; any other text comes back as it is. */
export function neutraliseBidiControls(text: string): string {
  return HAS_BIDI_CONTROL.test(text) ? text.replace(BIDI_CONTROL_CHARACTERS, '') : text;
}
