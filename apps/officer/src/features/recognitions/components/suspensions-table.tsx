import type { SuspensionSummary } from '@fsmis/domain';
import { DataTable } from '@fsmis/ui/components/data-table';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { dateText, OnDate, SuspensionStatusTag } from './recognition-display';

const CAPTION_ID = 'recognition-suspensions-caption';
const COLUMNS = ['Proposed on', 'Grounds', 'Status', 'Suspended on', 'Appeal by'] as const;

/** The recognition's suspensions, newest first, each opening its own page. */
export function SuspensionsSection({ suspensions }: { readonly suspensions: readonly SuspensionSummary[] }) {
  return (
    <section className="section" aria-labelledby="recognition-suspensions-heading">
      <h2 id="recognition-suspensions-heading">Suspensions</h2>
      {suspensions.length === 0 ? (
        <p>This recognition has never been suspended or proposed for suspension.</p>
      ) : (
        <DataTable
          captionId={CAPTION_ID}
          caption="Suspensions of this recognition, newest first"
          columns={COLUMNS}
          rows={suspensions}
        >
          {(suspension) => (
            <tr key={suspension.id}>
              <th scope="row" className="table__cell table__cell--nowrap">
                <Link to={paths.suspension.href(suspension.id)}>
                  <span className="visually-hidden">Suspension proposed on </span>
                  {dateText(suspension.proposedAt)}
                </Link>
              </th>
              <td className="table__cell table__cell--prose recognitions-table__grounds">
                {suspension.grounds}
              </td>
              <td className="table__cell">
                <SuspensionStatusTag status={suspension.status} label={suspension.statusLabel} />
              </td>
              <td className="table__cell table__cell--nowrap">
                {suspension.suspendedAt ? <OnDate value={suspension.suspendedAt} /> : '–'}
              </td>
              <td className="table__cell table__cell--nowrap">
                {suspension.appealMade ? (
                  'Appealed'
                ) : suspension.appealDeadline ? (
                  <OnDate value={suspension.appealDeadline} />
                ) : (
                  '–'
                )}
              </td>
            </tr>
          )}
        </DataTable>
      )}
    </section>
  );
}
