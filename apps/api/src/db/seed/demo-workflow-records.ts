import { randomUUID } from 'node:crypto';
import {
  type ApplicationCategory,
  ApplicationStatus,
  type ApplicationStep,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  type FormTemplate,
  formatDay,
  formatMoment,
  type Programme,
} from '@fsmis/domain';
import type {
  applicationCorrespondence,
  applicationFindings,
  applicationInvoices,
  approvalDocuments,
  approvalDocumentVersions,
  correctiveActions,
  siteVerifications,
} from '../schema/index.js';
import { isoDate } from './demo-answers.js';
import { addDays } from './demo-dates.js';
import { between, type JourneyMove, type Stay } from './demo-journey.js';
import { findingsFor, requestFor } from './demo-workflow-texts.js';

/** The records of the workflow of every seeded application, inserted together once all are built. */
export interface WorkflowRows {
  correspondence: (typeof applicationCorrespondence.$inferInsert)[];
  verifications: (typeof siteVerifications.$inferInsert)[];
  findings: (typeof applicationFindings.$inferInsert)[];
  correctiveActions: (typeof correctiveActions.$inferInsert)[];
  approvalDocuments: (typeof approvalDocuments.$inferInsert)[];
  approvalVersions: (typeof approvalDocumentVersions.$inferInsert)[];
  invoices: (typeof applicationInvoices.$inferInsert)[];
}

/** One application as its workflow records see it, and the hooks that write its history and files. */
export interface CaseContext {
  readonly applicationId: string;
  readonly referenceNumber: string;
  readonly programme: Programme;
  readonly category: ApplicationCategory;
  readonly template: FormTemplate;
  readonly company: { companyId: string; userId: string; companyName: string; address: string };
  readonly officerUserId: string | null;
  /** The status the application is in now. */
  readonly status: ApplicationStatus;
  readonly now: Date;
  /** Sets the timeline detail of a move. */
  detail(move: JourneyMove | null, text: string | null): void;
  /** Records a step within a status in the timeline. */
  step(event: {
    at: Date;
    status: ApplicationStatus;
    action: ApplicationStep;
    by: Party;
    detail: string;
  }): void;
  /** Files a one-page PDF on the application, by the company or an officer; answers its attachment id. */
  pdf(by: Party, at: Date, fileName: string, lines: readonly string[]): string;
  /** The next number of the invoice sequence. */
  nextInvoiceSequence(): Promise<number>;
}

type Party = 'company' | 'officer';

/** What one application's stays leave for the later ones: its findings, documents and invoice. */
export interface CaseRecords {
  rounds: number;
  findings: (typeof applicationFindings.$inferInsert & { id: string })[];
  actions: (typeof correctiveActions.$inferInsert)[];
  documents: {
    document: typeof approvalDocuments.$inferInsert & { id: string; title: string };
    version: typeof approvalDocumentVersions.$inferInsert;
  }[];
  invoice: (typeof applicationInvoices.$inferInsert & { number: string }) | null;
}

export const emptyRecords = (): CaseRecords => ({
  rounds: 0,
  findings: [],
  actions: [],
  documents: [],
  invoice: null,
});

const S = ApplicationStatus;
const FINDINGS_DAYS = 14;
const REQUEST_DAYS = 10;

/**
 * A due date `days` after `from`; while the step is still open at seeding, `days` after the seed date
 * instead: however the history is spread, nothing the demo companies owe is overdue or about to be,
 * so the reminders job has nothing to send on a fresh demo (and the demo's notifications stay as seeded).
 */
export const dueDate = (context: CaseContext, from: Date, days: number, open: boolean) =>
  isoDate(addDays(open ? context.now : from, days));

/** Ten in the morning, Singapore time, on the day of `date`. */
const morningOf = (date: Date) => new Date(`${isoDate(date)}T10:00:00+08:00`);

export const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * A round of request for information: open while the application waits on it, answered once it moved
 * on, obsolete if the application ended first.
 */
export function requestRound(context: CaseContext, records: CaseRecords, stay: Stay, rows: WorkflowRows) {
  const request = requestFor(context.programme, context.category);
  records.rounds += 1;
  const round = records.rounds;
  const answered = stay.leftBy?.action === 'more-info-provided' ? stay.leftBy : null;
  const response = answered
    ? {
        responseText: request.response,
        responseAttachmentIds: [
          context.pdf(
            'company',
            between(stay.from, stay.until, 0.8),
            `${request.documentsRequested[0]}.pdf`,
            [
              context.company.companyName,
              `Answer to request for information ${round} on application ${context.referenceNumber}.`,
            ],
          ),
        ],
        respondedAt: answered.at,
        respondedByUserId: context.company.userId,
      }
    : {};
  rows.correspondence.push({
    applicationId: context.applicationId,
    round,
    subject: request.subject,
    message: request.message,
    documentsRequested: request.documentsRequested,
    dueDate: dueDate(context, stay.from, REQUEST_DAYS, stay.leftBy === null),
    status: answered
      ? CorrespondenceStatus.acknowledged
      : stay.leftBy
        ? CorrespondenceStatus.obsolete
        : CorrespondenceStatus.sent,
    sentAt: stay.from,
    sentByUserId: context.officerUserId,
    ...response,
  });
  context.detail(stay.enteredBy, `Round ${round}: ${request.subject}`);
  context.detail(answered, `Round ${round}: ${request.subject}`);
}

/** The site verification: a visit still to come, or made and reported once the officer decided on it. */
export function siteVerification(context: CaseContext, stay: Stay, rows: WorkflowRows) {
  const decided = ['raise-findings', 'verify-without-findings'].includes(stay.leftBy?.action ?? '')
    ? stay.leftBy
    : null;
  const scheduledFor = morningOf(stay.leftBy ? between(stay.from, stay.until, 0.4) : addDays(context.now, 7));
  const location = context.company.address;
  let reportAttachmentId: string | null = null;
  if (decided) {
    const reportedAt = between(stay.from, stay.until, 0.7);
    const fileName = `Site verification report ${context.referenceNumber}.pdf`;
    reportAttachmentId = context.pdf('officer', reportedAt, fileName, [
      context.company.companyName,
      location,
      `Site verification on ${formatDay(scheduledFor)}.`,
      decided.action === 'raise-findings' ? 'Findings: 2 (see the findings raised).' : 'No findings.',
    ]);
    context.step({
      at: reportedAt,
      status: stay.status,
      action: 'verification-report',
      by: 'officer',
      detail: fileName,
    });
  }
  rows.verifications.push({
    applicationId: context.applicationId,
    scheduledFor,
    location,
    notes: 'Please have the quality manager and the technical manager available on the day.',
    reportAttachmentId,
    outcome: decided ? (decided.action === 'raise-findings' ? 'findings' : 'no-findings') : null,
    completedAt: decided?.at ?? null,
    createdAt: stay.from,
    createdByUserId: context.officerUserId,
  });
  const when = formatMoment(scheduledFor);
  context.detail(stay.enteredBy, `${when} at ${location}`);
}

/** The findings the verification raised, acknowledged once the company moved on. */
export function raiseFindings(context: CaseContext, records: CaseRecords, stay: Stay) {
  const stillOpen =
    context.status === S.pendingFindingsAcknowledgement || context.status === S.pendingCorrectiveAction;
  const acknowledged = stay.leftBy?.action === 'acknowledge' ? stay.leftBy : null;
  records.findings = findingsFor(context.programme).map((finding, index) => ({
    id: randomUUID(),
    applicationId: context.applicationId,
    number: index + 1,
    clause: finding.clause,
    description: finding.description,
    severity: finding.severity,
    dueDate: dueDate(context, stay.from, FINDINGS_DAYS, stillOpen),
    acknowledgedAt: acknowledged?.at ?? null,
    acknowledgedByUserId: acknowledged ? context.company.userId : null,
    createdAt: stay.from,
  }));
  context.detail(stay.enteredBy, `${plural(records.findings.length, 'finding')} raised`);
  context.detail(acknowledged, `${plural(records.findings.length, 'finding')} acknowledged`);
}

/** Corrective actions with their evidence, once the company submitted them. */
export function submitCorrectiveActions(context: CaseContext, records: CaseRecords, stay: Stay) {
  const submitted = stay.leftBy?.action === 'findings-corrected' ? stay.leftBy : null;
  if (!submitted) return;
  const texts = findingsFor(context.programme);
  records.actions = records.findings.map((finding, index) => {
    const written = between(stay.from, stay.until, 0.3 + 0.2 * index);
    const evidence = context.pdf(
      'company',
      written,
      `Corrective action evidence, finding ${finding.number}.pdf`,
      [
        context.company.companyName,
        `Finding ${finding.number} of application ${context.referenceNumber}: ${finding.clause}.`,
      ],
    );
    return {
      findingId: finding.id,
      attempt: 1,
      text: texts[index]?.correctiveAction ?? '',
      attachmentIds: [evidence],
      status: CorrectiveActionStatus.submitted,
      updatedAt: written,
      updatedByUserId: context.company.userId,
      submittedAt: submitted.at,
    };
  });
  context.detail(submitted, `${plural(records.actions.length, 'corrective action')} submitted`);
}

/** The officer's review: every corrective action accepted when the application moved on. */
export function reviewCorrectiveActions(context: CaseContext, records: CaseRecords, stay: Stay) {
  const accepted = stay.leftBy?.action === 'accept-corrective-actions' ? stay.leftBy : null;
  if (!accepted) return;
  for (const action of records.actions) {
    Object.assign(action, {
      status: CorrectiveActionStatus.accepted,
      reviewedAt: accepted.at,
      reviewedByUserId: context.officerUserId,
    });
  }
  context.detail(accepted, `${records.actions.length} accepted, 0 rejected`);
}
