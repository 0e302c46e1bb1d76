import type { RecognitionGrant } from '@fsmis/domain';
import { TableRegion } from '@fsmis/ui/components/table';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { OnDate } from './recognition-display';

const CAPTION_ID = 'recognition-grants-caption';

/** The applications whose outcome granted, renewed or changed the recognition, each opening its case. */
export function GrantsSection({ grants }: { readonly grants: readonly RecognitionGrant[] }) {
  return (
    <section className="section" aria-labelledby="recognition-grants-heading">
      <h2 id="recognition-grants-heading">Applications that granted or changed it</h2>
      {grants.length === 0 ? (
        <p>No application of the portal granted this recognition: it was recorded before.</p>
      ) : (
        <TableRegion labelledBy={CAPTION_ID}>
          <table className="table">
            <caption id={CAPTION_ID} className="visually-hidden">
              Applications that granted or changed the recognition
            </caption>
            <thead>
              <tr>
                <th scope="col" className="table__header">
                  Reference
                </th>
                <th scope="col" className="table__header">
                  Application
                </th>
                <th scope="col" className="table__header">
                  Outcome
                </th>
                <th scope="col" className="table__header">
                  Recognised on
                </th>
              </tr>
            </thead>
            <tbody>
              {grants.map((grant) => (
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
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
