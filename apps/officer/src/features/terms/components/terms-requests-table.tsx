import { formatDay } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { CompanyText } from '@fsmis/ui/components/company-text';
import { DataTable, type DataTableColumn } from '@fsmis/ui/components/data-table';
import type { OfficerTermsItem } from '../api/get-terms-requests';

export type TermsRequestAction = { readonly kind: 'send' | 'reject'; readonly item: OfficerTermsItem };

const COLUMNS: readonly DataTableColumn[] = [
  'Company',
  'UEN',
  'Programme',
  'What they plan to apply for',
  'Requested',
  // The buttons say what they do: their cells need no label when the rows are stacked.
  { key: 'actions', label: 'Actions', cellLabel: '' },
];

/** The companies' open requests for terms, oldest first, each with its two answers. */
export function TermsRequestsTable({
  requests,
  busy,
  onAction,
}: {
  readonly requests: readonly OfficerTermsItem[];
  readonly busy: boolean;
  readonly onAction: (action: TermsRequestAction) => void;
}) {
  return (
    <DataTable
      captionId="terms-requests-caption"
      caption="Open requests for terms and conditions, oldest first"
      columns={COLUMNS}
      rows={requests}
      busy={busy}
      className="table--sticky-first terms-table"
    >
      {(item) => {
        const about = `${item.company.name}, ${item.applicationType.label}`;
        return (
          <tr key={item.id}>
            <th scope="row" className="table__cell">
              <CompanyText text={item.company.name} />
              {item.contactName ? (
                <span className="terms-table__contact">
                  Contact: <CompanyText text={item.contactName} />
                  {item.contactEmail ? `, ${item.contactEmail}` : ''}
                </span>
              ) : null}
            </th>
            <td className="table__cell table__cell--nowrap">{item.company.uen ?? '–'}</td>
            <td className="table__cell">{item.applicationType.label}</td>
            <td className="table__cell table__cell--prose terms-table__purpose">
              <CompanyText text={item.purpose ?? ''} missing="–" />
            </td>
            <td className="table__cell table__cell--nowrap">
              {item.requestedAt ? (
                <time dateTime={item.requestedAt}>{formatDay(item.requestedAt)}</time>
              ) : (
                '–'
              )}
            </td>
            <td className="table__cell">
              <div className="terms-table__actions">
                <Button onClick={() => onAction({ kind: 'send', item })}>
                  Send the terms<span className="visually-hidden"> to {about}</span>
                </Button>
                <Button variant="secondary" onClick={() => onAction({ kind: 'reject', item })}>
                  Reject<span className="visually-hidden"> the request of {about}</span>
                </Button>
              </div>
            </td>
          </tr>
        );
      }}
    </DataTable>
  );
}
