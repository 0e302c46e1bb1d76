import { AttachmentScanStatus, attachmentScanProblem } from '@fsmis/domain';
import type { Database } from '../db/database.js';
import { badRequest } from '../lib/http-error.js';
import { attachmentFacts } from '../modules/attachments/attachments.service.js';

export const COMPANY_FILE_MESSAGES = {
  unknown: 'Choose a file you uploaded',
  unusable: 'The selected file cannot be used: upload it again',
} as const;

// A file still being checked may be given: it is served only once the scanner has passed it.
const USABLE_SCAN_STATUSES: readonly number[] = [
  AttachmentScanStatus.scanned,
  AttachmentScanStatus.pendingScan,
];

/**
 * Checks that every file the company gives with a step is one of its own uploads, scanned or still being
 * scanned; else a 400 on `field` saying what is wrong with each. Another company's file reads as unknown.
 */
export async function checkCompanyFiles(
  db: Database,
  companyId: string,
  attachmentIds: readonly string[],
  field: string,
): Promise<void> {
  const facts = await attachmentFacts(db, companyId, attachmentIds);
  const problems = attachmentIds.flatMap((attachmentId) => {
    const fact = facts.get(attachmentId);
    if (!fact) return [COMPANY_FILE_MESSAGES.unknown];
    if (USABLE_SCAN_STATUSES.includes(fact.status)) return [];
    return [attachmentScanProblem(fact.status) ?? COMPANY_FILE_MESSAGES.unusable];
  });
  if (problems.length > 0) throw badRequest({ [field]: [...new Set(problems)] });
}
