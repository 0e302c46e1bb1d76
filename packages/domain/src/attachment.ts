import { type CodeOf, codeSchema, codesOf, memberOf } from './codes.js';

/** Virus-scan statuses of an uploaded file (docs/requirements.md §3). */
export const AttachmentScanStatus = {
  pendingScan: 1,
  suspicious: 2,
  scanned: 3,
  notScanned: 4,
  notScannedPasswordProtected: 4001,
} as const;
export type AttachmentScanStatus = CodeOf<typeof AttachmentScanStatus>;

export const ATTACHMENT_SCAN_STATUSES = codesOf(AttachmentScanStatus);
export const attachmentScanStatusSchema = codeSchema(ATTACHMENT_SCAN_STATUSES);

const A = AttachmentScanStatus;

export const ATTACHMENT_SCAN_STATUS_LABELS: Readonly<Record<AttachmentScanStatus, string>> = {
  [A.pendingScan]: 'Pending scan',
  [A.suspicious]: 'Suspicious',
  [A.scanned]: 'Scanned',
  [A.notScanned]: 'Not scanned',
  [A.notScannedPasswordProtected]: 'Not scanned: password protected',
};

/** The scan has finished: the client stops polling get-status. */
export const SETTLED_ATTACHMENT_SCAN_STATUSES: readonly AttachmentScanStatus[] =
  ATTACHMENT_SCAN_STATUSES.filter((status) => status !== A.pendingScan);

// Only a file the scanner has passed is ever served: an unscanned file may carry anything.
export const DOWNLOADABLE_ATTACHMENT_SCAN_STATUSES: readonly AttachmentScanStatus[] = [A.scanned];

export const isAttachmentScanSettled = memberOf(SETTLED_ATTACHMENT_SCAN_STATUSES);
export const isAttachmentDownloadable = memberOf(DOWNLOADABLE_ATTACHMENT_SCAN_STATUSES);

/** A file found infected, by the background scan or as it is uploaded. */
export const INFECTED_FILE_MESSAGE = 'The selected file contains a virus';

const SCAN_PROBLEMS: Readonly<Partial<Record<AttachmentScanStatus, string>>> = {
  [A.suspicious]: INFECTED_FILE_MESSAGE,
  [A.notScanned]: 'The selected file could not be checked for viruses – try again',
  [A.notScannedPasswordProtected]:
    'The selected file is password protected – remove the password and try again',
};

/** The message for a file that cannot be used, or null when there is no problem (yet). */
export function attachmentScanProblem(status: AttachmentScanStatus): string | null {
  return SCAN_PROBLEMS[status] ?? null;
}
