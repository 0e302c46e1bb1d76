import { ApplicationStatus } from './application-status.js';
import { type CodeOf, codeSchema, codesOf } from './codes.js';
import type { FormTemplate } from './form-template.js';
import { formatDate } from './format-date.js';

/** How serious a finding of the site verification is. */
export const FindingSeverity = { minor: 1, major: 2, critical: 3 } as const;
export type FindingSeverity = CodeOf<typeof FindingSeverity>;
export const FINDING_SEVERITIES = codesOf(FindingSeverity);
export const findingSeveritySchema = codeSchema(FINDING_SEVERITIES);
export const FINDING_SEVERITY_LABELS: Readonly<Record<FindingSeverity, string>> = {
  [FindingSeverity.minor]: 'Minor',
  [FindingSeverity.major]: 'Major',
  [FindingSeverity.critical]: 'Critical',
};

/**
 * Which reminder of a due date the company gets: three days before it (`due-soon`), and the day after it
 * passed (`overdue`).
 */
export const REMINDER_KINDS = ['due-soon', 'overdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * Where a corrective action stands: the company drafts it, submits it with the others, and the officer
 * accepts or rejects it. A rejected action goes back to the company, who answers with a new one.
 */
export const CorrectiveActionStatus = { draft: 1, submitted: 2, accepted: 3, rejected: 4 } as const;
export type CorrectiveActionStatus = CodeOf<typeof CorrectiveActionStatus>;
export const CORRECTIVE_ACTION_STATUSES = codesOf(CorrectiveActionStatus);
export const correctiveActionStatusSchema = codeSchema(CORRECTIVE_ACTION_STATUSES);
export const CORRECTIVE_ACTION_STATUS_LABELS: Readonly<Record<CorrectiveActionStatus, string>> = {
  [CorrectiveActionStatus.draft]: 'Draft',
  [CorrectiveActionStatus.submitted]: 'Submitted',
  [CorrectiveActionStatus.accepted]: 'Accepted',
  [CorrectiveActionStatus.rejected]: 'Rejected',
};

/** The part of the details page a task leads to. */
export type TaskTarget =
  | 'correspondence'
  | 'findings'
  | 'corrective-actions'
  | 'approval-documents'
  | 'declaration'
  | 'invoice';

/** Something the company must do next, shown at the top of the details page. */
export interface CompanyTask {
  readonly text: string;
  /** The date it is due by (yyyy-mm-dd), when there is one. */
  readonly dueDate: string | null;
  readonly target: TaskTarget;
}

/** What the records of a submitted application say the company still owes. */
export interface CompanyTaskFacts {
  readonly status: ApplicationStatus;
  /** The open request for information, when there is one. */
  readonly openRequestDueDate: string | null;
  /** Findings raised, with the earliest due date among them. */
  readonly findings: number;
  readonly findingsDueDate: string | null;
  /** Findings still lacking a submitted corrective action (new, or rejected), with their earliest due date. */
  readonly findingsAwaitingAction: number;
  readonly findingsAwaitingActionDueDate: string | null;
  /** Approval documents awaiting the company's response. */
  readonly documentsAwaitingResponse: number;
  /** An invoice not yet paid. */
  readonly unpaidInvoice: { readonly number: string; readonly dueDate: string } | null;
}

const S = ApplicationStatus;
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
const by = (dueDate: string | null) => (dueDate ? ` by ${formatDate(dueDate, 'dd MMM yyyy')}` : '');

/** One thing the company must do on an application: what, by when (yyyy-mm-dd, or null), and where. */
export interface CompanyTaskItem {
  /** In the middle of a sentence: "acknowledge 2 findings". */
  readonly what: string;
  readonly dueDate: string | null;
  readonly target: TaskTarget;
}

/**
 * What the company must do next on an application, in the order it should do it. Empty when the next
 * step is the regulator's. Read by the application's "You need to" and by the Dashboard's next actions.
 */
export function companyTaskItems(facts: CompanyTaskFacts): readonly CompanyTaskItem[] {
  const tasks: CompanyTaskItem[] = [];
  const task = (what: string, dueDate: string | null, target: TaskTarget) =>
    tasks.push({ what, dueDate, target });

  if (facts.status === S.requestForInformation) {
    task('answer the request for information', facts.openRequestDueDate, 'correspondence');
  }
  if (facts.status === S.pendingFindingsAcknowledgement && facts.findings > 0) {
    task(`acknowledge ${plural(facts.findings, 'finding')}`, facts.findingsDueDate, 'findings');
  }
  if (facts.status === S.pendingCorrectiveAction && facts.findingsAwaitingAction > 0) {
    task(
      `submit corrective actions for ${plural(facts.findingsAwaitingAction, 'finding')}`,
      facts.findingsAwaitingActionDueDate,
      'corrective-actions',
    );
  }
  if (facts.status === S.documentaryReview && facts.documentsAwaitingResponse > 0) {
    task(
      `respond to ${plural(facts.documentsAwaitingResponse, 'approval document')}`,
      null,
      'approval-documents',
    );
  }
  if (facts.status === S.approvalDocumentsReady) {
    task('sign the declaration', null, 'declaration');
  }
  if (facts.unpaidInvoice) {
    task(`pay invoice ${facts.unpaidInvoice.number}`, facts.unpaidInvoice.dueDate, 'invoice');
  }
  return tasks;
}

/** The kinds of an application's records that `companyTaskItems` reads (through `CompanyTaskFacts`). */
export type TaskRecordKind =
  | 'correspondence'
  | 'findings'
  | 'correctiveActions'
  | 'approvalDocuments'
  | 'invoice';

const TASK_RECORDS_BY_STATUS: Partial<Record<ApplicationStatus, readonly TaskRecordKind[]>> = {
  [S.requestForInformation]: ['correspondence'],
  [S.pendingFindingsAcknowledgement]: ['findings'],
  [S.pendingCorrectiveAction]: ['findings', 'correctiveActions'],
  [S.documentaryReview]: ['approvalDocuments'],
};

/**
 * Which records `companyTaskItems` reads for an application in `status`: the request for information
 * while one is asked, the findings while they wait for acknowledgement or corrective actions (and the
 * actions then), the approval documents under documentary review, and an unpaid invoice at any stage.
 * A reader that fetches only these (the Dashboard, over every open application) misses nothing.
 */
export function taskRecordsReadIn(status: ApplicationStatus): ReadonlySet<TaskRecordKind> {
  return new Set<TaskRecordKind>([...(TASK_RECORDS_BY_STATUS[status] ?? []), 'invoice']);
}

/** "You need to: …": each of `companyTaskItems` in words, with its due date. */
export function companyTasks(facts: CompanyTaskFacts): readonly CompanyTask[] {
  return companyTaskItems(facts).map(({ what, dueDate, target }) => ({
    text: `${what}${by(dueDate)}`,
    dueDate,
    target,
  }));
}

/** What the company also declares when it signs at the approval stage, after the form's own statements. */
export const ACCEPTANCE_STATEMENT = 'I accept the approval documents and the conditions of recognition.';

/** The statements the declaration of acceptance signs: the form's own, then the acceptance. */
export function acceptanceStatements(
  template: Pick<FormTemplate, 'declaration'> | null | undefined,
): string[] {
  return [...(template?.declaration.statements ?? []), ACCEPTANCE_STATEMENT];
}
