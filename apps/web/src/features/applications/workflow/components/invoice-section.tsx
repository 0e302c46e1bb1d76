import type { Invoice } from '@fsmis/domain';
import { InvoiceDetails } from '@fsmis/ui/workflow/invoice-details';
import { apiPaths } from '../../../../config/paths';

/** The invoice for the application fee: its number, lines, amount, due date, whether it is paid, its PDF. */
export function InvoiceSection({
  applicationId,
  invoice,
}: {
  readonly applicationId: string;
  readonly invoice: Invoice;
}) {
  return (
    <section id="invoice" className="section" aria-labelledby="invoice-heading">
      <h2 id="invoice-heading">Invoice</h2>
      <InvoiceDetails
        invoice={invoice}
        href={apiPaths.applicationInvoice(applicationId, invoice.attachmentId)}
        reader="company"
      />
    </section>
  );
}
