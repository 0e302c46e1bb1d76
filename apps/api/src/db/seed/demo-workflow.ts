import { randomUUID } from 'node:crypto';
import {
  type ApplicationCategory,
  ApplicationStatus,
  acceptanceStatements,
  type FormTemplate,
  type OutcomeKind,
  outcomeKindFor,
  type Programme,
} from '@fsmis/domain';
import { nextInvoiceNumber } from '../../modules/application-workflow/officer-records.repository.js';
import type { StoredDeclaration } from '../../modules/applications/applications.service.js';
import type { Database } from '../database.js';
import {
  applicationComments,
  applicationCorrespondence,
  applicationEvents,
  applicationFindings,
  applicationInvoices,
  approvalDocuments,
  approvalDocumentVersions,
  correctiveActions,
  siteVerifications,
} from '../schema/index.js';
import type { FileCabinet } from './demo-files.js';
import { between, type JourneyMove, journeyTo } from './demo-journey.js';
import { documentaryReview, prepareApprovalDocuments, recordPayment } from './demo-workflow-approval.js';
import {
  type CaseContext,
  emptyRecords,
  raiseFindings,
  requestRound,
  reviewCorrectiveActions,
  siteVerification,
  submitCorrectiveActions,
  type WorkflowRows,
} from './demo-workflow-records.js';
import { COMMENT_THREADS, type CommentThread, endReason } from './demo-workflow-texts.js';

const S = ApplicationStatus;

/** One seeded application, as its history after submission needs it. */
export interface WorkflowSubject {
  applicationId: string;
  referenceNumber: string;
  programme: Programme;
  category: ApplicationCategory;
  status: ApplicationStatus;
  /** Statuses the application passed through on its way, besides the natural path's. */
  via?: readonly ApplicationStatus[];
  thread?: CommentThread;
  company: { companyId: string; userId: string; signerName: string; companyName: string; address: string };
  officerUserId: string | null;
  template: FormTemplate;
  createdAt: Date;
  submittedAt: Date | null;
  /** When it last changed: its last move, or the last step within its status. */
  lastActivity: Date;
  /** Copies the signer's profile signature for a declaration signed at `at`. */
  freezeSignature(at: Date): string | null;
}

/** The columns of the application row that its history decides. */
export interface WorkflowColumns {
  statusSince: Date;
  acceptance: StoredDeclaration | null;
  outcomeKind: OutcomeKind | null;
  endReason: string | null;
}

/** Statuses whose current spell holds work of its own: documents being prepared, or answered. */
const STATUSES_WITH_STEPS: readonly ApplicationStatus[] = [
  S.preparationOfApprovalDocuments,
  S.documentaryReview,
];

const ENDING_ACTIONS: readonly string[] = ['void', 'withdraw', 'mark-as-cancelled', 'close'];

type EventRow = typeof applicationEvents.$inferInsert;

/**
 * The workflow of the seeded applications: for each, the records every status it passed through leaves
 * (requests for information, the site verification, findings and corrective actions, approval documents,
 * the invoice, the declaration of acceptance, comments) and its timeline, each step at a moment of its
 * history. Rows are gathered per table and inserted at once, after the files they name.
 */
export function demoWorkflow(db: Database, files: FileCabinet, now: Date) {
  const rows: WorkflowRows = {
    correspondence: [],
    verifications: [],
    findings: [],
    correctiveActions: [],
    approvalDocuments: [],
    approvalVersions: [],
    invoices: [],
  };
  const events: EventRow[] = [];
  const comments: (typeof applicationComments.$inferInsert)[] = [];
  const attachmentIds: string[] = [];
  const ended = new Map<ApplicationStatus, number>();

  async function add(subject: WorkflowSubject): Promise<WorkflowColumns> {
    const { applicationId, company, officerUserId } = subject;
    const actorOf = (party: 'company' | 'officer') => (party === 'company' ? company.userId : officerUserId);
    const event = (row: Omit<EventRow, 'applicationId'>) =>
      events.push({ applicationId, detail: null, ...row });
    event({
      action: 'create',
      fromStatus: null,
      toStatus: S.draft,
      actorUserId: company.userId,
      at: subject.createdAt,
    });
    const none = { acceptance: null, outcomeKind: null, endReason: null };
    if (!subject.submittedAt) return { statusSince: subject.createdAt, ...none };
    event({
      action: 'submit',
      fromStatus: S.draft,
      toStatus: S.applicationReview,
      actorUserId: company.userId,
      at: subject.submittedAt,
    });

    const journey = journeyTo(subject.status, {
      via: subject.via,
      submittedAt: subject.submittedAt,
      lastActivity: subject.lastActivity,
      steps: STATUSES_WITH_STEPS.includes(subject.status) || subject.thread !== undefined,
    });
    const details = new Map<JourneyMove, string | null>();
    const context: CaseContext = {
      applicationId,
      referenceNumber: subject.referenceNumber,
      programme: subject.programme,
      category: subject.category,
      template: subject.template,
      company: { ...company },
      officerUserId,
      status: subject.status,
      now,
      detail: (move, text) => {
        if (move) details.set(move, text);
      },
      step: ({ at, status, action, by, detail }) =>
        event({ action, fromStatus: status, toStatus: status, actorUserId: actorOf(by), detail, at }),
      pdf: (by, at, fileName, lines) => {
        const owner = { companyId: company.companyId, userId: actorOf(by) ?? company.userId };
        const id = files.addPdf(owner, { applicationId, at, fileName, lines });
        attachmentIds.push(id);
        return id;
      },
      nextInvoiceSequence: () => nextInvoiceNumber(db),
    };

    const records = emptyRecords();
    for (const stay of journey.stays) {
      if (stay.status === S.requestForInformation) requestRound(context, records, stay, rows);
      if (stay.status === S.verificationCheck) siteVerification(context, stay, rows);
      if (stay.status === S.pendingFindingsAcknowledgement) raiseFindings(context, records, stay);
      if (stay.status === S.pendingCorrectiveAction) submitCorrectiveActions(context, records, stay);
      if (stay.status === S.correctiveActionsReview) reviewCorrectiveActions(context, records, stay);
      if (stay.status === S.preparationOfApprovalDocuments)
        await prepareApprovalDocuments(context, records, stay);
      if (stay.status === S.documentaryReview) documentaryReview(context, records, stay);
      if (stay.status === S.pendingSigning) recordPayment(context, records, stay);
    }
    rows.findings.push(...records.findings);
    rows.correctiveActions.push(...records.actions);
    rows.approvalDocuments.push(...records.documents.map(({ document }) => document));
    rows.approvalVersions.push(...records.documents.map(({ version }) => version));
    if (records.invoice) rows.invoices.push(records.invoice);

    const columns: WorkflowColumns = {
      ...none,
      statusSince: journey.stays.at(-1)?.from ?? subject.submittedAt,
    };
    const signed = journey.moves.find((move) => move.action === 'declaration-signature');
    if (signed) {
      const signatureAttachmentId = subject.freezeSignature(signed.at);
      if (!signatureAttachmentId) throw new Error(`${subject.referenceNumber}: the signer has no signature`);
      attachmentIds.push(signatureAttachmentId);
      columns.acceptance = {
        signerUserId: company.userId,
        signerName: company.signerName,
        signedAt: signed.at.toISOString(),
        signatureAttachmentId,
        statements: acceptanceStatements(subject.template),
      };
      details.set(signed, `Signed by ${company.signerName}`);
    }
    if (journey.moves.some((move) => move.action === 'recognise')) {
      columns.outcomeKind = outcomeKindFor(subject.category);
    }
    const ending = journey.moves.at(-1);
    if (ending && ENDING_ACTIONS.includes(ending.action)) {
      const index = ended.get(ending.to) ?? 0;
      ended.set(ending.to, index + 1);
      columns.endReason = endReason(ending.to, index);
      details.set(ending, columns.endReason);
    }

    for (const move of journey.moves) {
      event({
        action: move.action,
        fromStatus: move.from,
        toStatus: move.to,
        actorUserId: actorOf(move.actor),
        detail: details.get(move) ?? null,
        at: move.at,
      });
    }
    const current = journey.stays.at(-1);
    const thread = subject.thread ? COMMENT_THREADS[subject.thread] : [];
    thread.forEach((comment, index) => {
      const authorUserId = actorOf(comment.party);
      if (!current || !authorUserId) return;
      const createdAt = between(current.from, current.until, (index + 1) / (thread.length + 1));
      comments.push({
        id: randomUUID(),
        applicationId,
        authorUserId,
        authorParty: comment.party,
        body: comment.body,
        createdAt,
      });
    });
    return columns;
  }

  return {
    add,
    /** The files the records name, to be stored before `insert`. */
    attachmentIds: (): readonly string[] => attachmentIds,
    /** Inserts the history and every record, once the applications and their files exist. */
    async insert() {
      const insert = async <T>(values: readonly T[], write: (all: T[]) => Promise<unknown>) => {
        if (values.length > 0) await write([...values]);
      };
      await insert(events, (all) => db.insert(applicationEvents).values(all));
      await insert(rows.correspondence, (all) => db.insert(applicationCorrespondence).values(all));
      await insert(rows.verifications, (all) => db.insert(siteVerifications).values(all));
      await insert(rows.findings, (all) => db.insert(applicationFindings).values(all));
      await insert(rows.correctiveActions, (all) => db.insert(correctiveActions).values(all));
      await insert(rows.approvalDocuments, (all) => db.insert(approvalDocuments).values(all));
      await insert(rows.approvalVersions, (all) => db.insert(approvalDocumentVersions).values(all));
      await insert(rows.invoices, (all) => db.insert(applicationInvoices).values(all));
      await insert(comments, (all) => db.insert(applicationComments).values(all));
    },
  };
}
