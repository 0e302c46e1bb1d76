import { caseActionOf, formatFee } from '@fsmis/domain';
import { ButtonLink } from '@fsmis/ui/components/button-link';
import { DataTable } from '@fsmis/ui/components/data-table';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { Tag } from '@fsmis/ui/components/tag';
import { apiPaths, paths } from '../../../config/paths';
import type { PtGeneralDetails } from '../api/get-pt-general-details';
import { usePtRegistrationForm } from '../api/get-pt-registration-form';
import { PtDate } from './pt-dates';
import { PtDocuments } from './pt-documents';
import { SchemeStatusTag } from './scheme-status-tag';

/** What the round is: the scheme, its key dates and fee, the analytes to test and its documents. */
export function GeneralDetailsSection({ round }: { readonly round: PtGeneralDetails }) {
  return (
    <>
      <section className="section" aria-labelledby="pt-general-heading">
        <h2 id="pt-general-heading">{round.name}</h2>
        {round.description ? <p className="pt-text">{round.description}</p> : null}
        <SummaryList
          rows={[
            { key: 'Code', value: round.code },
            { key: 'Matrix', value: round.matrix },
            { key: 'Status', value: <SchemeStatusTag status={round.status} label={round.statusLabel} /> },
            {
              key: 'Your registration',
              value: round.isRegistered ? (
                <>
                  Registered
                  {round.registeredAt ? (
                    <>
                      {' '}
                      on <PtDate value={round.registeredAt} />
                    </>
                  ) : null}
                </>
              ) : (
                'Not registered'
              ),
            },
            ...(round.labCode
              ? [{ key: 'Your lab code', value: <Tag colour="blue">{round.labCode}</Tag> }]
              : []),
            { key: 'Fee', value: formatFee(round.feeSgd) },
            { key: 'Registration opens', value: <PtDate value={round.registrationOpensAt} /> },
            { key: 'Registration closes', value: <PtDate value={round.registrationClosesAt} /> },
            { key: 'Test items dispatched', value: <PtDate value={round.dispatchAt} /> },
            { key: 'Results due', value: <PtDate value={round.resultsDueAt} /> },
          ]}
        />
        {round.isRegistered ? null : <RegisterCall round={round} />}
      </section>
      <section className="section" aria-labelledby="pt-analytes-heading">
        <h2 id="pt-analytes-heading">Analytes</h2>
        <DataTable
          captionId="pt-analytes-caption"
          caption={`Analytes of ${round.code}, with their units`}
          columns={['Analyte', 'Unit']}
          rows={round.analytes}
        >
          {(analyte) => (
            <tr key={analyte.id}>
              <th scope="row" className="table__cell">
                {analyte.name}
              </th>
              <td className="table__cell">{analyte.unit}</td>
            </tr>
          )}
        </DataTable>
      </section>
      <section className="section" aria-labelledby="pt-documents-heading">
        <h2 id="pt-documents-heading">Documents</h2>
        <PtDocuments
          documents={round.documents}
          hrefOf={(documentId) => apiPaths.ptDocument(round.id, documentId)}
          none="There are no documents for this round yet."
        />
      </section>
    </>
  );
}

/**
 * Register, while the laboratory may: the `register` action of its part in the round, the one the
 * registration tab reads, so both say the same. Nothing while it is read or when registration is closed.
 */
function RegisterCall({ round }: { readonly round: PtGeneralDetails }) {
  const form = usePtRegistrationForm(round.id);
  const register = form.data ? caseActionOf(form.data.actions, 'register') : null;
  if (!register?.open) return null;
  return (
    <p>
      <ButtonLink to={paths.ptSchemeDetails.href(round.id, 'registration')}>
        Register<span className="visually-hidden"> for {round.code}</span>
      </ButtonLink>
    </p>
  );
}
