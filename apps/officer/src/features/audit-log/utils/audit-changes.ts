import { type AuditSnapshot, formatMoment } from '@fsmis/domain';

/** One field an action set or changed, in words: "Status: Requested → Sent". */
export type AuditChange = { readonly field: string; readonly before: string; readonly after: string };

export type AuditSummary =
  | { readonly kind: 'created'; readonly fields: readonly AuditChange[] }
  | { readonly kind: 'changed'; readonly fields: readonly AuditChange[] }
  | { readonly kind: 'removed'; readonly fields: readonly AuditChange[] }
  | { readonly kind: 'none' };

/** The longest value a row of the table shows; the whole snapshot is a click away. */
const MAX_VALUE_LENGTH = 120;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;
/** Identity and storage details say nothing an officer reads in a summary. */
const UNSHOWN = new Set(['id', 'storageKey']);

/** "rejectionReason" → "Rejection reason". */
export function fieldName(key: string): string {
  const words = key.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(value: AuditSnapshot[string] | undefined): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  const text = INSTANT.test(value) ? formatMoment(value) : value;
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/**
 * The fields of a snapshot worth a line. A code with a label beside it (`status` and `statusLabel`)
 * reads as its label, and comes first: it is what a state change is about. (The log keeps snapshots as
 * jsonb, whose key order is not the order they were written in.)
 */
function shownKeys(snapshots: readonly (AuditSnapshot | null)[]): string[] {
  const keys = [...new Set(snapshots.flatMap((snapshot) => Object.keys(snapshot ?? {})))];
  const labelled = (key: string) => keys.includes(`${key}Label`);
  const shown = keys.filter(
    (key) => !UNSHOWN.has(key) && !(key.endsWith('Label') && keys.includes(key.slice(0, -'Label'.length))),
  );
  return [...shown.filter(labelled), ...shown.filter((key) => !labelled(key))];
}

const shown = (snapshot: AuditSnapshot | null, key: string) => snapshot?.[`${key}Label`] ?? snapshot?.[key];

/** What an action did to its entity: the fields it created, changed or removed. */
export function auditSummary(before: AuditSnapshot | null, after: AuditSnapshot | null): AuditSummary {
  const keys = shownKeys([before, after]);
  if (before === null && after === null) return { kind: 'none' };
  if (before === null || after === null) {
    const snapshot = before ?? after;
    const fields = keys
      .filter((key) => shown(snapshot, key) !== null && shown(snapshot, key) !== '')
      .map((key) => {
        const text = valueText(shown(snapshot, key));
        return { field: fieldName(key), before: before ? text : '', after: after ? text : '' };
      });
    return { kind: before === null ? 'created' : 'removed', fields };
  }
  const fields = keys
    .filter((key) => shown(before, key) !== shown(after, key))
    .map((key) => ({
      field: fieldName(key),
      before: valueText(shown(before, key)),
      after: valueText(shown(after, key)),
    }));
  return fields.length > 0 ? { kind: 'changed', fields } : { kind: 'none' };
}
