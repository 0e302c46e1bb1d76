import { type CorrectiveAction, CorrectiveActionStatus, type Finding } from '@fsmis/domain';
import type { Attachment } from '@fsmis/ui/uploads/attachment';
import { attachmentOf } from '@fsmis/ui/uploads/attachment-fields';

/** What the company writes for one finding: the text of its corrective action and the evidence. */
export type ActionValues = {
  findingId: string;
  findingNumber: number;
  text: string;
  documents: Attachment[];
};

/** A finding the company must (still, or again) answer, with what it has saved so far. */
export type FindingAwaitingAction = {
  readonly finding: Finding;
  /** The draft saved on the server, if any. */
  readonly draft: CorrectiveAction | null;
  /** The last rejected attempt, whose reason the company must answer. */
  readonly rejected: CorrectiveAction | null;
};

/**
 * The findings that need a corrective action now: none written yet, a draft not yet submitted, or the
 * latest attempt rejected by the officer. Submitted and accepted ones wait on the officer or are done.
 */
export function findingsAwaitingAction(findings: readonly Finding[]): FindingAwaitingAction[] {
  return findings.flatMap((finding) => {
    const latest = finding.correctiveActions.at(-1) ?? null;
    if (
      latest &&
      latest.status !== CorrectiveActionStatus.draft &&
      latest.status !== CorrectiveActionStatus.rejected
    ) {
      return [];
    }
    const draft = latest?.status === CorrectiveActionStatus.draft ? latest : null;
    const rejected =
      finding.correctiveActions.findLast((action) => action.status === CorrectiveActionStatus.rejected) ??
      null;
    return [{ finding, draft, rejected }];
  });
}

/** The values a finding's fields start from: its saved draft, else nothing. */
export function savedValuesOf({ finding, draft }: FindingAwaitingAction): ActionValues {
  return {
    findingId: finding.id,
    findingNumber: finding.number,
    text: draft?.text ?? '',
    documents: draft ? draft.documents.map(attachmentOf) : [],
  };
}

/** Whether the fields hold something the server's draft does not. */
export function isUnsaved(values: ActionValues | undefined, saved: ActionValues): boolean {
  if (!values) return false;
  const ids = (documents: readonly Attachment[]) => documents.map((document) => document.attachmentId).join();
  return values.text !== saved.text || ids(values.documents) !== ids(saved.documents);
}
