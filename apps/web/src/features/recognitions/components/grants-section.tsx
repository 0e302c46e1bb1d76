import { DataTable } from '@fsmis/ui/components/data-table';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { RecognitionView } from '../api/get-recognition';
import { OnDate } from './recognition-display';

/** The applications whose outcome granted, renewed, re-scoped or updated the recognition. */
export function GrantsSection({ grants }: { readonly grants: RecognitionView['grants'] }) {
  return (
    <section className="section" aria-labelledby="grants-heading">
      <h2 id="grants-heading">Applications that granted or changed it</h2>
      {grants.length === 0 ? (
        <p>No application is recorded against this recognition.</p>
      ) : (
        <DataTable
          captionId="grants-caption"
          caption="Applications that granted or changed this recognition"
          columns={['Reference number', 'Application type', 'Outcome', 'Date']}
          rows={grants}
        >
          {(grant) => (
            <tr key={grant.applicationId}>
              <th scope="row" className="table__cell">
                <Link to={paths.applicationDetails.href(grant.applicationId)}>{grant.referenceNumber}</Link>
              </th>
              <td className="table__cell">{grant.categoryLabel}</td>
              <td className="table__cell">{grant.outcome}</td>
              <td className="table__cell">
                <OnDate value={grant.recognisedAt} />
              </td>
            </tr>
          )}
        </DataTable>
      )}
    </section>
  );
}
