import {
  APPLICATION_CASE,
  type ApplicationAction,
  ApplicationStatus,
  type ApplicationStep,
  applicationStatusLabel,
  CorrectiveActionStatus,
  caseActionOf,
  type Finding,
  type OfficerApplicationCase,
  statusesOpenTo,
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
  /** Whether the API accepts the action now (the server's list of actions says so). */
  readonly open: boolean;
  /** Why not, in the API's words, when it is not open. */
  readonly reason: string | null;
};

type ServerAction = ApplicationAction | ApplicationStep;

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
 * Each form of the case view, in the order offered: the server's actions it takes (the verification's
 * outcome is either of two moves), and whether, when the server says it is not open in a status it
 * belongs to, the screen explains why (the steps that advance the case) or leaves it out (the invoice,
 * new versions, the comment and the endings, which would only repeat the obvious).
 */
const FORMS: readonly {
  readonly kind: CaseActionKind;
  readonly actions: readonly [ServerAction, ...ServerAction[]];
  readonly explainWhenClosed: boolean;
}[] = [
  { kind: 'request-information', actions: ['request-information'], explainWhenClosed: true },
  { kind: 'schedule-verification', actions: ['start-verification'], explainWhenClosed: true },
  { kind: 'verification-report', actions: ['verification-report'], explainWhenClosed: true },
  {
    kind: 'verification-outcome',
    actions: ['raise-findings', 'verify-without-findings'],
    explainWhenClosed: true,
  },
  { kind: 'corrective-action-review', actions: ['review-corrective-actions'], explainWhenClosed: true },
  { kind: 'approval-document', actions: ['prepare-approval-document'], explainWhenClosed: true },
  { kind: 'approval-version', actions: ['revise-approval-document'], explainWhenClosed: false },
  { kind: 'documentary-review', actions: ['start-documentary-review'], explainWhenClosed: true },
  { kind: 'approval-documents-ready', actions: ['approval-documents-ready'], explainWhenClosed: true },
  { kind: 'approve', actions: ['approve'], explainWhenClosed: true },
  { kind: 'send-for-signing', actions: ['send-for-signing'], explainWhenClosed: true },
  { kind: 'recognise', actions: ['recognise'], explainWhenClosed: true },
  { kind: 'issue-invoice', actions: ['issue-invoice'], explainWhenClosed: false },
  { kind: 'record-payment', actions: ['record-payment'], explainWhenClosed: false },
  { kind: 'comment', actions: ['comment'], explainWhenClosed: false },
  { kind: 'void', actions: ['void'], explainWhenClosed: false },
  { kind: 'withdraw', actions: ['withdraw'], explainWhenClosed: false },
  { kind: 'close', actions: ['close'], explainWhenClosed: false },
];

function titleOf(kind: CaseActionKind, application: OfficerApplicationCase): string {
  const titles: Record<CaseActionKind, string> = {
    'request-information': 'Request information',
    'schedule-verification': 'Schedule the site verification',
    'verification-report': application.workflow.verification?.report
      ? 'Replace the verification report'
      : 'Upload the verification report',
    'verification-outcome': 'Record the verification outcome',
    'corrective-action-review': 'Review the corrective actions',
    'approval-document': 'Add an approval document',
    'approval-version': 'Add a new version of an approval document',
    'documentary-review': 'Send the approval documents for documentary review',
    'approval-documents-ready': 'Mark the approval documents ready',
    approve: `${approvalVerb(application)} the application`,
    'send-for-signing': 'Send the application for signing',
    recognise: 'Recognise the application',
    'issue-invoice': 'Issue an invoice',
    'record-payment': 'Record the payment of the invoice',
    comment: 'Add a comment',
    void: 'Void the application',
    withdraw: 'Withdraw the application',
    close: 'Close the application',
  };
  return titles[kind];
}

/**
 * The actions the case view offers an officer now, in the order they are offered, read from the API's
 * list (`workflow.actions`, the application's case on its records): each form open when the server
 * says its action is, and a form not open shown with the server's reason where its status is the
 * action's own (the records fall short: a document the company has not answered), left out otherwise.
 */
export function availableActions(application: OfficerApplicationCase): CaseAction[] {
  const { actions } = application.workflow;
  return FORMS.flatMap(({ kind, actions: names, explainWhenClosed }): CaseAction[] => {
    const listed = names.flatMap((name) => caseActionOf(actions, name) ?? []);
    const open = listed.find((action) => action.open);
    const title = titleOf(kind, application);
    if (open) return [{ kind, title, open: true, reason: null }];
    const inItsStatus = names.some((name) =>
      statusesOpenTo(APPLICATION_CASE, 'officer', name).includes(application.status),
    );
    const closed = listed[0];
    if (!explainWhenClosed || !inItsStatus || !closed) return [];
    return [{ kind, title, open: false, reason: closed.reason }];
  });
}
