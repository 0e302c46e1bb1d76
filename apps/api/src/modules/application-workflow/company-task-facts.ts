import {
  type ApplicationStatus,
  type CompanyTaskFacts,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  ReviewResponseStatus,
} from '@fsmis/domain';

/**
 * What an application's records say the company still owes (the domain's `CompanyTaskFacts`), read the
 * same way for its details page and for the Dashboard's next actions. Each list is the application's
 * own, oldest first.
 */
export interface TaskRecords {
  readonly correspondence: readonly {
    readonly row: { readonly status: CorrespondenceStatus; readonly dueDate: string | null };
  }[];
  readonly findings: readonly { readonly id: string; readonly dueDate: string }[];
  readonly actions: readonly { readonly findingId: string; readonly status: CorrectiveActionStatus }[];
  readonly documents: readonly { readonly id: string; readonly existing: boolean }[];
  readonly versions: readonly {
    readonly row: {
      readonly documentId: string;
      readonly status: CorrespondenceStatus;
      readonly responseStatus: ReviewResponseStatus | null;
    };
  }[];
  readonly invoice: {
    readonly number: string;
    readonly dueDate: string;
    readonly paidAt: Date | null;
  } | null;
}

const earliest = (dates: readonly string[]) => [...dates].sort()[0] ?? null;

export function taskFactsOf(status: ApplicationStatus, records: TaskRecords): CompanyTaskFacts {
  const openRequest = records.correspondence
    .filter(({ row }) => row.status === CorrespondenceStatus.sent)
    .at(-1);
  const latestAction = (findingId: string) => records.actions.filter((a) => a.findingId === findingId).at(-1);
  const awaitingAction = records.findings.filter((finding) => {
    const action = latestAction(finding.id);
    return (
      !action ||
      action.status === CorrectiveActionStatus.draft ||
      action.status === CorrectiveActionStatus.rejected
    );
  });
  const documentsAwaitingResponse = records.documents.filter((document) => {
    if (document.existing) return false;
    const current = records.versions.filter(({ row }) => row.documentId === document.id).at(-1)?.row;
    return (
      current?.status === CorrespondenceStatus.sent && current.responseStatus === ReviewResponseStatus.pending
    );
  }).length;
  const { invoice } = records;
  return {
    status,
    openRequestDueDate: openRequest?.row.dueDate ?? null,
    findings: records.findings.length,
    findingsDueDate: earliest(records.findings.map((finding) => finding.dueDate)),
    findingsAwaitingAction: awaitingAction.length,
    findingsAwaitingActionDueDate: earliest(awaitingAction.map((finding) => finding.dueDate)),
    documentsAwaitingResponse,
    unpaidInvoice: invoice && !invoice.paidAt ? { number: invoice.number, dueDate: invoice.dueDate } : null,
  };
}
