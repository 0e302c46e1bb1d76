import type { Invoice } from '@fsmis/domain';
import { InvoiceDetails } from '@fsmis/ui/workflow/invoice-details';
import { apiPaths } from '../../../config/paths';
import { CaseSection } from './case-section';

/** The fee invoice: its number, lines, amount, due date, whether it is paid, and its PDF. */
export function InvoiceSection({
  applicationId,
  invoice,
}: {
  readonly applicationId: string;
  readonly invoice: Invoice | null;
}) {
  return (
    <CaseSection id="invoice">
      {invoice === null ? (
        <p>No invoice has been issued.</p>
      ) : (
        <InvoiceDetails
          invoice={invoice}
          href={apiPaths.applicationDocument(applicationId, invoice.attachmentId)}
          reader="officer"
        />
      )}
    </CaseSection>
  );
}
