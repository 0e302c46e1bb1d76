import type { RecognitionGrant } from '@fsmis/domain';
import { Link } from 'react-router';
import { DataTable } from '../components/data-table';
import { OnDate } from './workflow-display';

const HEADING_ID = 'recognition-grants-heading';
const COLUMNS = ['Reference number', 'Application type', 'Outcome', 'Recognised on'] as const;

/**
 * The applications whose outcome granted, renewed, re-scoped or updated a recognition, each opening the
 * application where the reader works it (`applicationHref`).
 */
export function GrantsSection({
  grants,
  applicationHref,
}: {
  readonly grants: readonly RecognitionGrant[];
  readonly applicationHref: (grant: RecognitionGrant) => string;
}) {
  return (
    <section className="section" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>Applications that granted or changed it</h2>
      {grants.length === 0 ? (
        <p>No application made in the portal granted or changed this recognition.</p>
      ) : (
        <DataTable
          captionId="recognition-grants-caption"
          caption="Applications that granted or changed this recognition"
          columns={COLUMNS}
          rows={grants}
        >
          {(grant) => (
            <tr key={grant.applicationId}>
              <th scope="row" className="table__cell table__cell--nowrap">
                <Link to={applicationHref(grant)}>{grant.referenceNumber}</Link>
              </th>
              <td className="table__cell">{grant.categoryLabel}</td>
              <td className="table__cell">{grant.outcome}</td>
              <td className="table__cell table__cell--nowrap">
                <OnDate value={grant.recognisedAt} />
              </td>
            </tr>
          )}
        </DataTable>
      )}
    </section>
  );
}
