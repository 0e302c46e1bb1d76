import { postCaseStep, useCaseStep } from './case-step';

/** POST …/invoice/paid: records that the invoice was paid. */
export const recordInvoicePayment = (applicationId: string) => postCaseStep(applicationId, 'invoice/paid');

export const useRecordInvoicePayment = (applicationId: string) =>
  useCaseStep(applicationId, () => recordInvoicePayment(applicationId), 'The payment has been recorded.');
