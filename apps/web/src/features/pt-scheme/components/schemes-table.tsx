import { formatDate } from '@fsmis/domain';
import { TableRegion } from '@fsmis/ui/components/table';
import { Tag } from '@fsmis/ui/components/tag';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { SchemeSummary } from '../api/get-proficiency-tests';
import { SchemeStatusTag } from './scheme-status-tag';

const DATE = 'dd MMM yyyy';

/** One page of the laboratory's schemes, newest registration first. */
export function SchemesTable({
  schemes,
  busy,
  captionId,
}: {
  readonly schemes: readonly SchemeSummary[];
  readonly busy: boolean;
  readonly captionId: string;
}) {
  return (
    <TableRegion labelledBy={captionId} busy={busy}>
      <table className="table table--sticky-first schemes-table">
        <caption className="visually-hidden" id={captionId}>
          Proficiency Testing schemes
        </caption>
        <thead>
          <tr>
            <th scope="col" className="table__header">
              Code
            </th>
            <th scope="col" className="table__header">
              Scheme
            </th>
            <th scope="col" className="table__header">
              Status
            </th>
            <th scope="col" className="table__header">
              Registration closes
            </th>
            <th scope="col" className="table__header">
              Results due
            </th>
            <th scope="col" className="table__header">
              Your registration
            </th>
          </tr>
        </thead>
        <tbody>
          {schemes.map((scheme) => (
            <tr key={scheme.id}>
              <th scope="row" className="table__cell table__cell--nowrap">
                <Link to={paths.ptSchemeDetails.href(scheme.id)}>{scheme.code}</Link>
              </th>
              <td className="table__cell schemes-table__name">
                {scheme.name}
                <span className="schemes-table__matrix">{scheme.matrix}</span>
              </td>
              <td className="table__cell">
                <SchemeStatusTag status={scheme.status} label={scheme.statusLabel} />
              </td>
              <td className="table__cell table__cell--nowrap">
                <time dateTime={scheme.registrationClosesAt}>
                  {formatDate(scheme.registrationClosesAt, DATE)}
                </time>
              </td>
              <td className="table__cell table__cell--nowrap">
                <time dateTime={scheme.resultsDueAt}>{formatDate(scheme.resultsDueAt, DATE)}</time>
              </td>
              <td className="table__cell table__cell--nowrap">
                {scheme.isRegistered ? <Tag colour="blue">Registered</Tag> : 'Not registered'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
