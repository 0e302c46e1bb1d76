import type { ApplicationAction, ApplicationStep } from './application-case.js';
import type { ApplicationCategory } from './application-category.js';
import type { Guard } from './case-definition.js';
import { formatDate } from './format-date.js';
import { type Programme, programmeLabel } from './programme.js';

/**
 * What the records of an application say about the step at hand, for the guards of some actions. Each
 * count defaults to 0 and each flag to false, so a caller states only what its action needs.
 */
export interface WorkflowFacts {
  /** The company's recognition under the programme is suspended or revoked: nothing may advance. */
  readonly programmeHeld: boolean;
  /** The site verification report has been uploaded. */
  readonly verificationReport: boolean;
  /** Findings that still lack a written corrective action. */
  readonly findingsAwaitingAction: number;
  /** Submitted corrective actions the officer has neither accepted nor rejected. */
  readonly correctiveActionsUndecided: number;
  /** Corrective actions the officer has rejected in this review. */
  readonly correctiveActionsRejected: number;
  /** Approval documents prepared. */
  readonly approvalDocuments: number;
  /** Approval documents the company has not yet answered (accepted or rejected). */
  readonly approvalDocumentsAwaitingResponse: number;
  /** Approval documents the company has rejected and the officer has not yet replaced. */
  readonly approvalDocumentsRejected: number;
}

export const NO_WORKFLOW_FACTS: WorkflowFacts = {
  programmeHeld: false,
  verificationReport: false,
  findingsAwaitingAction: 0,
  correctiveActionsUndecided: 0,
  correctiveActionsRejected: 0,
  approvalDocuments: 0,
  approvalDocumentsAwaitingResponse: 0,
  approvalDocumentsRejected: 0,
};

/**
 * What the records say about the steps within a status whose work checks the records itself (the
 * invoice), read for the list of actions a page offers so that it offers only what the work accepts.
 */
export interface StepFacts {
  /** The number of the invoice issued for the application, null until one is. */
  readonly invoiceNumber: string | null;
  /** When the invoice was recorded as paid, null while it is not (or none is issued). */
  readonly invoicePaidAt: Date | null;
}

export const NO_STEP_FACTS: StepFacts = { invoiceNumber: null, invoicePaidAt: null };

/** What an application's guards and refusals read: its records, and what its statuses are named by. */
export interface ApplicationFacts extends WorkflowFacts, StepFacts {
  readonly programme: Programme;
  readonly category: ApplicationCategory;
}

/** Why an invoice cannot be issued or its payment recorded (the API's refusals, the list's reasons). */
export const INVOICE_MESSAGES = {
  alreadyIssued: (number: string) => `Invoice ${number} has already been issued for this application.`,
  noFees: 'The form of this application names no fees to invoice.',
  noInvoice: 'No invoice has been issued for this application.',
  alreadyPaid: (number: string, paidAt: Date | null) =>
    `Invoice ${number} was already recorded as paid on ${formatDate(paidAt, 'dd MMM yyyy')}.`,
} as const;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const PROGRAMME_NOT_HELD: Guard<ApplicationFacts> = {
  holds: (facts) => !facts.programmeHeld,
  refusal: (facts) =>
    `The ${programmeLabel(facts.programme)} recognition is suspended or revoked: its applications cannot advance until it is reinstated.`,
};

const REPORT_UPLOADED: Guard<ApplicationFacts> = {
  holds: (facts) => facts.verificationReport,
  refusal: 'Upload the site verification report first.',
};

const EVERY_CORRECTIVE_ACTION_DECIDED: Guard<ApplicationFacts> = {
  holds: (facts) => facts.correctiveActionsUndecided === 0,
  refusal: ({ correctiveActionsUndecided: undecided }) =>
    `Accept or reject every corrective action: ${undecided} ${undecided === 1 ? 'is' : 'are'} still undecided.`,
};

/** What a move needs of the records, in the order it is checked. */
const NEEDS: { readonly [A in ApplicationAction]?: readonly Guard<ApplicationFacts>[] } = {
  'raise-findings': [REPORT_UPLOADED],
  'verify-without-findings': [REPORT_UPLOADED],
  'findings-corrected': [
    {
      holds: (facts) => facts.findingsAwaitingAction === 0,
      refusal: ({ findingsAwaitingAction: awaiting }) =>
        `Write a corrective action for every finding: ${plural(awaiting, 'finding')} still ${awaiting === 1 ? 'needs' : 'need'} one.`,
    },
  ],
  'accept-corrective-actions': [
    EVERY_CORRECTIVE_ACTION_DECIDED,
    {
      holds: (facts) => facts.correctiveActionsRejected === 0,
      refusal: 'Some corrective actions were rejected: return them to the company instead.',
    },
  ],
  'reject-corrective-actions': [
    EVERY_CORRECTIVE_ACTION_DECIDED,
    {
      holds: (facts) => facts.correctiveActionsRejected > 0,
      refusal: 'No corrective action was rejected: accept them instead.',
    },
  ],
  'start-documentary-review': [
    { holds: (facts) => facts.approvalDocuments > 0, refusal: 'Add at least one approval document first.' },
  ],
  'approval-documents-ready': [
    {
      holds: (facts) => facts.approvalDocumentsRejected === 0,
      refusal: (facts) =>
        `Replace the ${plural(facts.approvalDocumentsRejected, 'approval document')} the company rejected first.`,
    },
    {
      holds: (facts) => facts.approvalDocumentsAwaitingResponse === 0,
      refusal: (facts) =>
        `The company has not yet answered ${plural(facts.approvalDocumentsAwaitingResponse, 'approval document')}.`,
    },
  ],
};

/** Actions that stop an application rather than advance it: a hold on the programme does not bar them. */
const STOPPING_ACTIONS: readonly ApplicationAction[] = ['mark-as-cancelled', 'void', 'withdraw', 'close'];

/** A move's guards: no hold on the programme, unless the move stops the application, then its needs. */
export function applicationMoveGuards(action: ApplicationAction): readonly Guard<ApplicationFacts>[] {
  const held = STOPPING_ACTIONS.includes(action) ? [] : [PROGRAMME_NOT_HELD];
  return [...held, ...(NEEDS[action] ?? [])];
}

/**
 * What the steps within a status need of the records. The step runner checks only the moment of a step
 * before its work, and the work checks the records in its own words (`stepRefusal`); these guards make
 * the list of actions say the same before anyone fills a form.
 */
export const APPLICATION_STEP_GUARDS: {
  readonly [S in ApplicationStep]?: readonly Guard<ApplicationFacts>[];
} = {
  'respond-to-document': [
    {
      holds: (facts) => facts.approvalDocumentsAwaitingResponse > 0,
      refusal: 'No approval document is waiting for an answer.',
    },
  ],
  'review-corrective-actions': [
    PROGRAMME_NOT_HELD,
    {
      holds: (facts) => facts.correctiveActionsUndecided > 0,
      refusal: 'No corrective action is waiting for a decision.',
    },
  ],
  'revise-approval-document': [
    { holds: (facts) => facts.approvalDocuments > 0, refusal: 'Add an approval document first.' },
  ],
  'issue-invoice': [
    {
      holds: (facts) => facts.invoiceNumber === null,
      refusal: (facts) => INVOICE_MESSAGES.alreadyIssued(String(facts.invoiceNumber)),
    },
  ],
  'record-payment': [
    { holds: (facts) => facts.invoiceNumber !== null, refusal: INVOICE_MESSAGES.noInvoice },
    {
      holds: (facts) => facts.invoicePaidAt === null,
      refusal: (facts) => INVOICE_MESSAGES.alreadyPaid(String(facts.invoiceNumber), facts.invoicePaidAt),
    },
  ],
};
