import { randomUUID } from 'node:crypto';
import {
  ApplicationStatus,
  CorrespondenceStatus,
  formatDay,
  formatMoney,
  isEnded,
  ReviewResponseStatus,
} from '@fsmis/domain';
import { invoiceNumberOf } from '../../modules/application-workflow/officer-invoice.service.js';
import { between, type Stay } from './demo-journey.js';
import { type CaseContext, type CaseRecords, dueDate, plural } from './demo-workflow-records.js';
import { approvalDocumentTitles } from './demo-workflow-texts.js';

const S = ApplicationStatus;
const INVOICE_DAYS = 30;

/** Two approval documents prepared (each a Requested version), and the fee invoice issued. */
export async function prepareApprovalDocuments(context: CaseContext, records: CaseRecords, stay: Stay) {
  approvalDocumentTitles(context.programme, context.category).forEach((title, index) => {
    const at = between(stay.from, stay.until, 0.2 + 0.2 * index);
    const attachmentId = context.pdf('officer', at, `${title}.pdf`, [
      context.company.companyName,
      `Application ${context.referenceNumber}: draft for documentary review.`,
    ]);
    const documentId = randomUUID();
    records.documents.push({
      document: {
        id: documentId,
        applicationId: context.applicationId,
        title,
        position: index + 1,
        createdAt: at,
        createdByUserId: context.officerUserId,
      },
      version: {
        documentId,
        version: 1,
        attachmentId,
        status: CorrespondenceStatus.requested,
        createdAt: at,
        createdByUserId: context.officerUserId,
      },
    });
    context.step({
      at,
      status: stay.status,
      action: 'prepare-approval-document',
      by: 'officer',
      detail: `${title} added`,
    });
  });
  const sent = stay.leftBy?.action === 'start-documentary-review' ? stay.leftBy : null;
  if (sent) {
    for (const { version } of records.documents) version.status = CorrespondenceStatus.sent;
    context.detail(sent, `${plural(records.documents.length, 'document')} sent for review`);
  }
  await issueInvoice(context, records, stay, between(stay.from, stay.until, 0.6));
}

/** The company's responses: one accepted while the review is under way, every one once it is over. */
export function documentaryReview(context: CaseContext, records: CaseRecords, stay: Stay) {
  const ready = stay.leftBy?.action === 'approval-documents-ready';
  const answered = ready ? records.documents : stay.leftBy ? [] : records.documents.slice(0, 1);
  answered.forEach(({ document: { title }, version }, index) => {
    const at = between(stay.from, stay.until, ready ? 0.3 + 0.3 * index : 0.5);
    Object.assign(version, {
      status: CorrespondenceStatus.acknowledged,
      responseStatus: ReviewResponseStatus.accepted,
      respondedAt: at,
      respondedByUserId: context.company.userId,
    });
    context.step({
      at,
      status: stay.status,
      action: 'respond-to-document',
      by: 'company',
      detail: `${title} (version 1) accepted`,
    });
  });
}

async function issueInvoice(context: CaseContext, records: CaseRecords, stay: Stay, issuedAt: Date) {
  const lines = context.template.fees.map((fee) => ({ item: fee.item, amountSgd: fee.amountSgd }));
  const amountSgd = lines.reduce((total, line) => total + line.amountSgd, 0);
  const number = invoiceNumberOf(await context.nextInvoiceSequence(), issuedAt);
  const paid = context.status === S.recognised || context.status === S.closed;
  const due = dueDate(context, issuedAt, INVOICE_DAYS, !paid && !isEnded(context.status));
  const attachmentId = context.pdf('officer', issuedAt, `Invoice ${number}.pdf`, [
    context.company.companyName,
    context.company.address,
    `Application ${context.referenceNumber}`,
    ...lines.map((line) => `${line.item}: ${formatMoney(line.amountSgd)}`),
    `Total: ${formatMoney(amountSgd)}, due by ${formatDay(due)}`,
  ]);
  records.invoice = {
    applicationId: context.applicationId,
    number,
    lines,
    amountSgd,
    dueDate: due,
    attachmentId,
    issuedAt,
    issuedByUserId: context.officerUserId,
    paidAt: null,
  };
  context.step({
    at: issuedAt,
    status: stay.status,
    action: 'issue-invoice',
    by: 'officer',
    detail: `Invoice ${number} for ${formatMoney(amountSgd)}`,
  });
}

/** The invoice paid while the application waited for signing, before it was recognised. */
export function recordPayment(context: CaseContext, records: CaseRecords, stay: Stay) {
  const { invoice } = records;
  if (!invoice || stay.leftBy?.action !== 'recognise') return;
  invoice.paidAt = between(stay.from, stay.until, 0.5);
  context.step({
    at: invoice.paidAt,
    status: stay.status,
    action: 'record-payment',
    by: 'officer',
    detail: `Invoice ${invoice.number} paid`,
  });
}
