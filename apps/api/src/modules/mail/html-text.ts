/**
 * Escapes text for HTML we write ourselves (e-mail bodies, the dev mailbox page), attribute values
 * included. The wire escaping of docs/requirements.md §7 (`escapeHtml` in @fsmis/domain) leaves `"` alone, so
 * it is not enough inside attributes.
 */
export function htmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
