import {
  type ApplicationCase,
  type ApplicationDetails,
  type ApplicationStatus,
  type ApplicationWorkflow,
  type ApprovalStage,
  applicationActions,
  areApprovalDocumentsVisible,
  areCorrectiveActionsVisible,
  areFindingsVisible,
  type Correspondence,
  companyTasks,
  isApprovalStage,
  type SiteVerification,
  type WorkflowFacts,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { ApplicationRow } from '../applications/application-records.service.js';
import * as applicationRecords from '../applications/application-records.service.js';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  getAnyApplication,
  getApplication,
  storedDeclarationSchema,
} from '../applications/applications.service.js';
import { getPaymentDetails } from '../settings/payment-details.service.js';
import { taskFactsOf } from './company-task-facts.js';
import { workflowFacts } from './workflow.service.js';
import { timelineOf } from './workflow-timeline.js';
import * as repository from './workflow-view.repository.js';
import {
  approvalDocumentsOf,
  attachmentIdsOf,
  correspondenceOf,
  type FilesById,
  findingsOf,
  type Party,
  verificationOf,
} from './workflow-view-records.js';

/** Who reads an application: one of its company's users, or an officer. */
export type CaseViewer = { party: 'company'; companyId: string } | { party: 'officer' };

/** The records, and what they say for the guards of the moves (the step runner's own facts). */
type Records = Awaited<ReturnType<typeof loadRecords>> & { readonly facts: WorkflowFacts };

/**
 * One application with everything after its submission, as the viewer may see it (GET
 * /api/applications/{id} for the company, /api/officer/applications/{id} for an officer). Another
 * company's application is "not found".
 */
export async function applicationCase(
  db: Database,
  applicationId: string,
  viewer: CaseViewer,
  now = new Date(),
): Promise<ApplicationCase> {
  const details =
    viewer.party === 'company'
      ? await getApplication(db, { companyId: viewer.companyId }, applicationId, now)
      : await getAnyApplication(db, applicationId, now);
  const application = await repository.findApplicationRow(db, applicationId);
  if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const [records, facts] = await Promise.all([
    loadRecords(db, applicationId),
    workflowFacts(db, application),
  ]);
  return { ...details, workflow: workflowOf(details, application, { ...records, facts }, viewer.party) };
}

/** The company's own application; another company's is "not found". */
async function companyApplicationRow(
  db: Database,
  session: { readonly companyId: string },
  applicationId: string,
): Promise<ApplicationRow> {
  const application = await applicationRecords.findCompanyApplicationRow(
    db,
    session.companyId,
    applicationId,
  );
  if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return application;
}

/** The files the records name, looked up at once. */
async function filesOf(
  db: Database,
  applicationId: string,
  records: Partial<Parameters<typeof attachmentIdsOf>[0]>,
): Promise<FilesById> {
  const attachmentIds = attachmentIdsOf({
    correspondence: [],
    verification: null,
    actions: [],
    versions: [],
    ...records,
  });
  const files = await repository.findApplicationAttachments(db, applicationId, attachmentIds);
  return new Map(files.map((file) => [file.id, file]));
}

/** GET /api/applications/{id}/correspondence-emails: the requests for information the company sees, oldest first. */
export async function companyCorrespondence(
  db: Database,
  session: { readonly companyId: string },
  applicationId: string,
): Promise<Correspondence[]> {
  await companyApplicationRow(db, session, applicationId);
  const correspondence = await repository.findCorrespondence(db, applicationId);
  return correspondenceOf(correspondence, await filesOf(db, applicationId, { correspondence }), 'company');
}

/** GET /api/applications/{id}/verification: the site verification with its report, null until scheduled. */
export async function companyVerification(
  db: Database,
  session: { readonly companyId: string },
  applicationId: string,
): Promise<SiteVerification | null> {
  await companyApplicationRow(db, session, applicationId);
  const verification = await repository.findVerification(db, applicationId);
  return verificationOf(verification, await filesOf(db, applicationId, { verification }));
}

/**
 * GET /api/applications/{id}/approval: the approval documents sent to the company with their versions
 * and its responses, and the declaration of acceptance, as in the application's workflow.
 */
export async function companyApprovalStage(
  db: Database,
  session: { readonly companyId: string },
  applicationId: string,
): Promise<ApprovalStage> {
  const application = await companyApplicationRow(db, session, applicationId);
  const status = application.status;
  const [documents, versions] = await Promise.all([
    repository.findApprovalDocuments(db, applicationId),
    repository.findApprovalVersions(db, applicationId),
  ]);
  const files = await filesOf(db, applicationId, { versions });
  return {
    inApprovalStage: isApprovalStage(status),
    documents: approvalDocumentsFor('company', status, { documents, versions, files }),
    declaration: acceptanceOf(application),
  };
}

/** The approval documents the reader may see: the company's only from Preparation Of Approval Documents on. */
function approvalDocumentsFor(
  party: Party,
  status: ApplicationStatus,
  records: Pick<Records, 'documents' | 'versions' | 'files'>,
) {
  if (party === 'company' && !areApprovalDocumentsVisible(status)) return [];
  return approvalDocumentsOf(records.documents, records.versions, records.files, party);
}

async function loadRecords(db: Database, applicationId: string) {
  const [
    correspondence,
    verification,
    findings,
    actions,
    documents,
    versions,
    invoice,
    comments,
    events,
    recognition,
    payment,
  ] = await Promise.all([
    repository.findCorrespondence(db, applicationId),
    repository.findVerification(db, applicationId),
    repository.findFindings(db, applicationId),
    repository.findCorrectiveActions(db, applicationId),
    repository.findApprovalDocuments(db, applicationId),
    repository.findApprovalVersions(db, applicationId),
    repository.findInvoice(db, applicationId),
    repository.findComments(db, applicationId),
    repository.findEvents(db, applicationId),
    repository.findRecognition(db, applicationId),
    getPaymentDetails(db),
  ]);
  const files = await filesOf(db, applicationId, { correspondence, verification, actions, versions });
  return {
    correspondence,
    verification,
    findings,
    actions,
    documents,
    versions,
    invoice,
    comments,
    events,
    recognition,
    payment,
    files,
  };
}

function workflowOf(
  details: ApplicationDetails,
  application: ApplicationRow,
  records: Records,
  party: 'company' | 'officer',
): ApplicationWorkflow {
  const status = details.status;
  const { files } = records;
  const byCompany = party === 'company';
  const findingsShown = !byCompany || areFindingsVisible(status);
  return {
    tasks: byCompany ? [...companyTasks(taskFactsOf(status, records))] : [],
    actions: applicationActions(party, status, {
      ...records.facts,
      programme: application.programme,
      category: application.category,
      invoiceNumber: records.invoice?.number ?? null,
      invoicePaidAt: records.invoice?.paidAt ?? null,
    }),
    correspondence: correspondenceOf(records.correspondence, files, party),
    verification: verificationOf(records.verification, files),
    findings: findingsShown
      ? findingsOf(records.findings, records.actions, files, {
          party,
          showActions: !byCompany || areCorrectiveActionsVisible(status),
        })
      : [],
    approvalDocuments: approvalDocumentsFor(party, status, records),
    acceptance: acceptanceOf(application),
    invoice: records.invoice
      ? {
          id: records.invoice.id,
          number: records.invoice.number,
          lines: records.invoice.lines,
          amountSgd: records.invoice.amountSgd,
          dueDate: records.invoice.dueDate,
          issuedAt: records.invoice.issuedAt.toISOString(),
          paidAt: records.invoice.paidAt?.toISOString() ?? null,
          attachmentId: records.invoice.attachmentId,
          payment: records.payment,
        }
      : null,
    comments: records.comments.map(({ row, authorName }) => ({
      id: row.id,
      body: row.body,
      authorName,
      authorParty: row.authorParty,
      createdAt: row.createdAt.toISOString(),
    })),
    timeline: timelineOf(records.events, {
      programme: application.programme,
      category: application.category,
      outcomeKind: application.outcomeKind,
      party,
    }),
    endReason: application.endReason,
    recognition: records.recognition
      ? {
          recognitionNumber: records.recognition.recognitionNumber,
          validFrom: records.recognition.validFrom.toISOString(),
          validUntil: records.recognition.validUntil.toISOString(),
          scopeSummary: records.recognition.scopeSummary,
        }
      : null,
  };
}

function acceptanceOf(application: ApplicationRow): ApplicationWorkflow['acceptance'] {
  const parsed = storedDeclarationSchema.safeParse(application.acceptance);
  if (!parsed.success) return null;
  const { signerName, signedAt, statements } = parsed.data;
  return { signerName, signedAt, statements };
}
