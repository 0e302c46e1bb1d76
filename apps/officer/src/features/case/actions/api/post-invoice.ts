import type { IssueInvoice } from '@fsmis/domain';
import { postCaseStep, useCaseStep } from './case-step';

/** POST …/invoice: issue the fee invoice, its lines from the form's fees. */
export const issueInvoice = (applicationId: string, invoice: IssueInvoice) =>
  postCaseStep(applicationId, 'invoice', invoice);

export const useIssueInvoice = (applicationId: string) =>
  useCaseStep(
    applicationId,
    (invoice: IssueInvoice) => issueInvoice(applicationId, invoice),
    'The invoice has been issued.',
  );
