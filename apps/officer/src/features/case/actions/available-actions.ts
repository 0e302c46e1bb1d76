import {
  type ApplicationAction,
  ApplicationStatus,
  type ApplicationStep,
  applicationStatusLabel,
  CorrectiveActionStatus,
  type Finding,
  type OfficerApplicationCase,
  stepRefusal,
} from '@fsmis/domain';

/** Every action the case view may offer an officer, one form each. */
export type CaseActionKind =
  | 'request-information'
  | 'schedule-verification'
  | 'verification-report'
  | 'verification-outcome'
  | 'corrective-action-review'
  | 'approval-document'
  | 'approval-version'
  | 'documentary-review'
  | 'approval-documents-ready'
  | 'issue-invoice'
  | 'record-payment'
  | 'approve'
  | 'send-for-signing'
  | 'recognise'
  | 'comment'
  | 'void'
  | 'withdraw'
  | 'close';

export type CaseAction = {
  readonly kind: CaseActionKind;
  /** The action in words: the panel's heading, and the name of its form. */
  readonly title: string;
};

/** The findings whose latest corrective action the company has submitted and no officer has decided on. */
export function findingsAwaitingDecision(findings: readonly Finding[]): Finding[] {
  return findings.filter(
    (finding) => finding.correctiveActions.at(-1)?.status === CorrectiveActionStatus.submitted,
  );
}

/** The approval step reads as approval for LRP and as support for the others (the status wording). */
export function approvalVerb(application: Pick<OfficerApplicationCase, 'programme' | 'category'>): string {
  const outcome = applicationStatusLabel(
    ApplicationStatus.approvedOrSupported,
    application.programme,
    application.category,
  );
  return outcome === 'Approved' ? 'Approve' : 'Support';
}

/**
 * The actions open to an officer on the case now, in the order they are offered: the moves the domain's
 * transition table allows from its status (the case lists them), then the steps within the status the
 * domain's step rules allow, each only when the records make it meaningful (a report before the
 * outcome, a document before documentary review, one invoice), the comment, and last the endings.
 */
export function availableActions(application: OfficerApplicationCase): CaseAction[] {
  const { workflow } = application;
  const moves = new Set<ApplicationAction>(workflow.actions);
  const stepOpen = (step: ApplicationStep) =>
    stepRefusal('officer', step, application.status, application.programme, application.category) === null;
  const documents = workflow.approvalDocuments.length;
  const report = workflow.verification?.report ?? null;

  const offered: readonly (CaseAction & { readonly open: boolean })[] = [
    { kind: 'request-information', title: 'Request information', open: moves.has('request-information') },
    {
      kind: 'schedule-verification',
      title: 'Schedule the site verification',
      open: moves.has('start-verification'),
    },
    {
      kind: 'verification-report',
      title: report ? 'Replace the verification report' : 'Upload the verification report',
      open: stepOpen('verification-report'),
    },
    {
      kind: 'verification-outcome',
      title: 'Record the verification outcome',
      open: (moves.has('raise-findings') || moves.has('verify-without-findings')) && report !== null,
    },
    {
      kind: 'corrective-action-review',
      title: 'Review the corrective actions',
      open:
        (moves.has('accept-corrective-actions') || moves.has('reject-corrective-actions')) &&
        findingsAwaitingDecision(workflow.findings).length > 0,
    },
    {
      kind: 'approval-document',
      title: 'Add an approval document',
      open: stepOpen('prepare-approval-document'),
    },
    {
      kind: 'approval-version',
      title: 'Add a new version of an approval document',
      open: stepOpen('prepare-approval-document') && documents > 0,
    },
    {
      kind: 'documentary-review',
      title: 'Send the approval documents for documentary review',
      open: moves.has('start-documentary-review') && documents > 0,
    },
    {
      kind: 'approval-documents-ready',
      title: 'Mark the approval documents ready',
      open: moves.has('approval-documents-ready'),
    },
    {
      kind: 'approve',
      title: `${approvalVerb(application)} the application`,
      open: moves.has('approve'),
    },
    {
      kind: 'send-for-signing',
      title: 'Send the application for signing',
      open: moves.has('send-for-signing'),
    },
    { kind: 'recognise', title: 'Recognise the application', open: moves.has('recognise') },
    {
      kind: 'issue-invoice',
      title: 'Issue an invoice',
      open: stepOpen('issue-invoice') && workflow.invoice === null,
    },
    {
      kind: 'record-payment',
      title: 'Record the payment of the invoice',
      open: stepOpen('record-payment') && workflow.invoice !== null && workflow.invoice.paidAt === null,
    },
    { kind: 'comment', title: 'Add a comment', open: stepOpen('comment') },
    { kind: 'void', title: 'Void the application', open: moves.has('void') },
    { kind: 'withdraw', title: 'Withdraw the application', open: moves.has('withdraw') },
    { kind: 'close', title: 'Close the application', open: moves.has('close') },
  ];
  return offered.filter((action) => action.open).map(({ kind, title }) => ({ kind, title }));
}
