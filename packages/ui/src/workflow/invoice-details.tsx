import { formatMoney, type Invoice, paymentInstructions } from '@fsmis/domain';
import { useId } from 'react';
import { DataTable } from '../components/data-table';
import { SummaryList } from '../components/summary-list';
import { Tag } from '../components/tag';
import { AtTime, OnDate, type RecordReader } from './workflow-display';
import './workflow-records.css';

/**
 * How many lines make the invoice worth itemising: for the company one line says no more than the
 * amount does; an officer checking what was charged sees even one.
 */
const ITEMISED_FROM: Readonly<Record<RecordReader, number>> = { company: 2, officer: 1 };

/**
 * The fee invoice: its number, lines, amount, due date, whether it is paid, how to pay it while unpaid,
 * and its PDF.
 */
export function InvoiceDetails({
  invoice,
  href,
  reader,
}: {
  readonly invoice: Invoice;
  /** Where the reader downloads the invoice's PDF. */
  readonly href: string;
  readonly reader: RecordReader;
}) {
  const captionId = useId();
  return (
    <>
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
          { key: 'Amount', value: formatMoney(invoice.amountSgd) },
          { key: 'Due date', value: <OnDate value={invoice.dueDate} /> },
          { key: 'Issued', value: <AtTime value={invoice.issuedAt} /> },
        ]}
      />
      {invoice.lines.length >= ITEMISED_FROM[reader] ? (
        <DataTable
          captionId={`${captionId}-lines`}
          caption="What the invoice is for"
          captionClassName="workflow-caption"
          className="workflow-invoice-lines"
          columns={['Item', { key: 'amount', label: 'Amount', className: 'workflow-amount' }]}
          rows={invoice.lines}
          phoneLayout="scroll"
        >
          {(line) => (
            <tr key={line.item}>
              <th scope="row" className="table__cell">
                {line.item}
              </th>
              <td className="table__cell workflow-amount">{formatMoney(line.amountSgd)}</td>
            </tr>
          )}
        </DataTable>
      ) : null}
      {invoice.paidAt ? null : <HowToPay invoice={invoice} />}
      <p>
        <a href={href} download>
          Download invoice {invoice.number} (PDF)
        </a>
      </p>
    </>
  );
}

/** PayNow and the bank transfer, each with the invoice number as the reference, in the domain's words. */
function HowToPay({ invoice }: { readonly invoice: Invoice }) {
  return (
    <div className="workflow-how-to-pay">
      <h3>How to pay</h3>
      {invoice.payment ? (
        <ul>
          {paymentInstructions(invoice.payment, invoice.number).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>Ask the regulator how to pay this invoice: add a comment on this application.</p>
      )}
    </div>
  );
}
