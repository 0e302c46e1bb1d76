import type { RecognitionGrant } from '@fsmis/domain';
import { DataTable } from '@fsmis/ui/components/data-table';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { OnDate } from './recognition-display';

const CAPTION_ID = 'recognition-grants-caption';
const COLUMNS = ['Reference', 'Application', 'Outcome', 'Recognised on'] as const;

/** The applications whose outcome granted, renewed or changed the recognition, each opening its case. */
export function GrantsSection({ grants }: { readonly grants: readonly RecognitionGrant[] }) {
  return (
    <section className="section" aria-labelledby="recognition-grants-heading">
      <h2 id="recognition-grants-heading">Applications that granted or changed it</h2>
      {grants.length === 0 ? (
        <p>No application of the portal granted this recognition: it was recorded before.</p>
      ) : (
        <DataTable
          captionId={CAPTION_ID}
          caption="Applications that granted or changed the recognition"
          columns={COLUMNS}
          rows={grants}
        >
          {(grant) => (
            <tr key={grant.applicationId}>
              <th scope="row" className="table__cell table__cell--nowrap">
                <Link to={paths.application.href(grant.applicationId)}>{grant.referenceNumber}</Link>
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
