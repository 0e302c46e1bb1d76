import { formatDate } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { TableRegion } from '@fsmis/ui/components/table';
import type { OfficerTermsItem } from '../api/get-terms-requests';

export type TermsRequestAction = { readonly kind: 'send' | 'reject'; readonly item: OfficerTermsItem };

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
    <TableRegion labelledBy="terms-requests-caption" busy={busy}>
      <table className="table table--sticky-first terms-table">
        <caption className="visually-hidden" id="terms-requests-caption">
          Open requests for terms and conditions, oldest first
        </caption>
        <thead>
          <tr>
            <th scope="col" className="table__header">
              Company
            </th>
            <th scope="col" className="table__header">
              UEN
            </th>
            <th scope="col" className="table__header">
              Programme
            </th>
            <th scope="col" className="table__header">
              What they plan to apply for
            </th>
            <th scope="col" className="table__header">
              Requested
            </th>
            <th scope="col" className="table__header">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {requests.map((item) => {
            const about = `${item.company.name}, ${item.applicationType.label}`;
            return (
              <tr key={item.id}>
                <th scope="row" className="table__cell">
                  {item.company.name}
                  {item.contactName ? (
                    <span className="terms-table__contact">
                      Contact: {item.contactName}
                      {item.contactEmail ? `, ${item.contactEmail}` : ''}
                    </span>
                  ) : null}
                </th>
                <td className="table__cell table__cell--nowrap">{item.company.uen ?? '–'}</td>
                <td className="table__cell">{item.applicationType.label}</td>
                <td className="table__cell terms-table__purpose">{item.purpose ?? '–'}</td>
                <td className="table__cell table__cell--nowrap">
                  {item.requestedAt ? (
                    <time dateTime={item.requestedAt}>{formatDate(item.requestedAt, 'dd MMM yyyy')}</time>
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
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
