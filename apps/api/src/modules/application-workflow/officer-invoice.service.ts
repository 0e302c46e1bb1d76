import {
  applicationCategoryLabel,
  FILE_TYPES,
  formatDay,
  formatMoney,
  INVOICE_MESSAGES,
  type issueInvoiceSchema,
  programmeLabel,
  singaporeDateParts,
} from '@fsmis/domain';
import type { z } from 'zod';
import type { WorkflowActor } from '../../cases/actors.js';
import type { WorkflowContext } from '../../cases/case-context.js';
import { conflict } from '../../lib/http-error.js';
import { templateOfApplication } from '../applications/application-answers.js';
import { getPaymentDetails } from '../settings/payment-details.service.js';
import { requireNotPast } from './due-dates.js';
import { invoicePdf } from './invoice-pdf.js';
import { officerNotices } from './officer-notices.js';
import * as repository from './officer-records.repository.js';
import { applyAction } from './workflow.service.js';
import { applyWithFiles } from './workflow-files.js';

/**
 * The invoice for an application's fees: its lines are the fees of the form the application was made
 * on, its PDF is drawn here and kept as an attachment of the company, and the officer records the
 * payment when it arrives.
 */

/** The refusals of the invoice's steps are the domain's, which the list of actions gives too. */
export { INVOICE_MESSAGES };

/** "INV-2026-000042": the year of issue in Singapore and the running number. */
export function invoiceNumberOf(number: number, issuedAt: Date): string {
  return `INV-${singaporeDateParts(issuedAt)?.year ?? ''}-${String(number).padStart(6, '0')}`;
}

/** POST …/invoice: issues the invoice (once per application), due on a day from today on. */
export async function issueInvoice(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  request: z.output<typeof issueInvoiceSchema>,
  now = new Date(),
): Promise<string> {
  requireNotPast(request.dueDate, 'dueDate', now);
  return applyWithFiles(
    context,
    actor,
    applicationId,
    {
      name: 'issue-invoice',
      work: async (tx, application, files) => {
        const issued = await repository.findInvoice(tx, application.id);
        if (issued) throw conflict(INVOICE_MESSAGES.alreadyIssued(issued.number));
        const template = await templateOfApplication(tx, application);
        const lines = template?.definition.fees.map(({ item, amountSgd }) => ({ item, amountSgd })) ?? [];
        if (lines.length === 0) throw conflict(INVOICE_MESSAGES.noFees);
        const amountSgd = lines.reduce((sum, line) => sum + line.amountSgd, 0);
        const number = invoiceNumberOf(await repository.nextInvoiceNumber(tx), now);
        const company = await repository.findCompany(tx, application.companyId);
        const programme = application.programme;
        const category = application.category;
        const bytes = await invoicePdf({
          number,
          issuedAt: now,
          dueDate: request.dueDate,
          company: company ?? { name: 'The applicant', uen: null, address: null },
          application: {
            referenceNumber: application.referenceNumber,
            description: `${programmeLabel(programme)} application ${application.referenceNumber}: ${template?.definition.title ?? applicationCategoryLabel(category, programme)}`,
          },
          lines,
          amountSgd,
          payment: await getPaymentDetails(tx),
        });
        const file = await files.storeGenerated({
          fileName: `Invoice ${number}.pdf`,
          bytes,
          contentType: FILE_TYPES.pdf.contentType,
        });
        await repository.insertInvoice(tx, {
          applicationId: application.id,
          number,
          lines,
          amountSgd,
          dueDate: request.dueDate,
          attachmentId: file.attachmentId,
          issuedAt: now,
          issuedByUserId: actor.userId,
        });
        return {
          result: `Issued invoice ${number} for ${application.referenceNumber}: ${formatMoney(amountSgd)}, due by ${formatDay(request.dueDate)}.`,
          detail: `Invoice ${number} for ${formatMoney(amountSgd)}`,
          notice: officerNotices.invoiceIssued(application, {
            number,
            amountSgd,
            dueDate: request.dueDate,
          }),
        };
      },
    },
    now,
  );
}

/** POST …/invoice/paid: records that the invoice was paid. */
export function recordInvoicePayment(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  now = new Date(),
): Promise<string> {
  return applyAction(
    context,
    actor,
    applicationId,
    {
      name: 'record-payment',
      work: async (tx, application) => {
        const invoice = await repository.findInvoice(tx, application.id);
        if (!invoice) throw conflict(INVOICE_MESSAGES.noInvoice);
        if (invoice.paidAt) throw conflict(INVOICE_MESSAGES.alreadyPaid(invoice.number, invoice.paidAt));
        await repository.markInvoicePaid(tx, invoice.id, now);
        return {
          result: `Recorded the payment of invoice ${invoice.number} for ${application.referenceNumber}.`,
          detail: `Invoice ${invoice.number} paid`,
        };
      },
    },
    now,
  );
}
