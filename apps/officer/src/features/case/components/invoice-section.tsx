import type { Invoice } from '@fsmis/domain';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { Tag } from '@fsmis/ui/components/tag';
import { apiPaths } from '../../../config/paths';
import { AtTime, CaseSection, OnDate, sgd } from './case-display';

/** The fee invoice: its number, lines, amount, due date, whether it is paid, and its PDF. */
export function InvoiceSection({
  applicationId,
  invoice,
}: {
  readonly applicationId: string;
  readonly invoice: Invoice | null;
}) {
  if (invoice === null) {
    return (
      <CaseSection id="invoice">
        <p>No invoice has been issued.</p>
      </CaseSection>
    );
  }
  return (
    <CaseSection id="invoice">
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
      {invoice.lines.length > 0 ? (
        <table className="table case-invoice-lines">
          <caption className="case-caption">What the invoice is for</caption>
          <thead>
            <tr>
              <th scope="col" className="table__header">
                Item
              </th>
              <th scope="col" className="table__header case-amount">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.item}>
                <td className="table__cell">{line.item}</td>
                <td className="table__cell case-amount">{sgd(line.amountSgd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p>
        <a href={apiPaths.applicationDocument(applicationId, invoice.attachmentId)} download>
          Download invoice {invoice.number} (PDF)
        </a>
      </p>
    </CaseSection>
  );
}
