import type { Invoice } from '@fsmis/domain';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { Tag } from '@fsmis/ui/components/tag';
import { apiPaths } from '../../../../config/paths';
import { AtTime, OnDate, sgd } from './workflow-display';

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
      <SummaryList
        rows={[
          { key: 'Invoice number', value: invoice.number },
          {
            key: 'Status',
            value: invoice.paidAt ? (
              <>
                <Tag colour="green">Paid</Tag> on <AtTime value={invoice.paidAt} />
              </>
            ) : (
              <Tag colour="yellow">Unpaid</Tag>
            ),
          },
          { key: 'Amount', value: sgd(invoice.amountSgd) },
          { key: 'Due date', value: <OnDate value={invoice.dueDate} /> },
          { key: 'Issued', value: <AtTime value={invoice.issuedAt} /> },
        ]}
      />
      {invoice.lines.length > 1 ? (
        <table className="table workflow-invoice-lines">
          <caption className="workflow-caption">What the invoice is for</caption>
          <thead>
            <tr>
              <th scope="col" className="table__header">
                Item
              </th>
              <th scope="col" className="table__header workflow-amount">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.item}>
                <td className="table__cell">{line.item}</td>
                <td className="table__cell workflow-amount">{sgd(line.amountSgd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p>
        <a href={apiPaths.applicationInvoice(applicationId, invoice.attachmentId)} download>
          Download invoice {invoice.number} (PDF)
        </a>
      </p>
    </section>
  );
}
