import { attachmentScanProblem, isAttachmentScanSettled, type WorkflowDocument } from '@fsmis/domain';
import { z } from 'zod';
import type { Attachment } from './attachment';

/** A file given with an earlier step, as the upload control holds it. */
export function attachmentOf(document: WorkflowDocument): Attachment {
  return {
    attachmentId: document.attachmentId,
    displayFileName: document.fileName,
    fileSize: document.fileSize,
    createdAt: document.uploadedAt,
    attachmentStatus: document.scanStatus,
  };
}

export const attachmentIdsOf = (attachments: readonly Attachment[]): string[] =>
  attachments.map((attachment) => attachment.attachmentId);

/** Why a file cannot be sent yet (its scan is still running, or it failed), or null. */
function fileProblem(attachment: Attachment): string | null {
  if (!isAttachmentScanSettled(attachment.attachmentStatus)) {
    return `Wait until ${attachment.displayFileName} has been checked for viruses`;
  }
  const problem = attachmentScanProblem(attachment.attachmentStatus);
  return problem ? `${attachment.displayFileName}: ${problem}` : null;
}

/** Files a form sends along: at most `max`, each one scanned and clean. */
export function documentsField(max: number) {
  return z.array(z.custom<Attachment>()).superRefine((attachments, context) => {
    if (attachments.length > max)
      context.addIssue({ code: 'custom', message: `Attach at most ${max} documents` });
    const problem = attachments.map(fileProblem).find((found) => found !== null);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

/** One file a form cannot go without (`missing` says so before any is uploaded), scanned and clean. */
export function requiredDocumentField(missing: string) {
  return z.custom<Attachment | null>().transform((attachment, context) => {
    const problem = attachment ? fileProblem(attachment) : missing;
    if (attachment && problem === null) return attachment;
    context.addIssue({ code: 'custom', message: problem ?? missing });
    return z.NEVER;
  });
}

/** Why a form with a file still on its way to the API is not sent yet. */
export const uploadingProblem = (fileName: string) => `Wait until ${fileName} has been uploaded`;

/** One optional file (a marked-up copy), scanned and clean. */
export const optionalDocumentField = z.custom<Attachment | null>().superRefine((attachment, context) => {
  const problem = attachment ? fileProblem(attachment) : null;
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
