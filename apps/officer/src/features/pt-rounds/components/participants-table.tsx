import { CompanyText } from '@fsmis/ui/components/company-text';
import { DataTable } from '@fsmis/ui/components/data-table';
import type { PtRoundParticipant } from '../api/get-pt-round';
import { PtDate, PtDateTime } from './pt-date';

const COLUMNS = ['Lab code', 'Laboratory', 'Registered', 'Dispatch', 'Received', 'Results'] as const;

function DispatchCell({ participant }: { readonly participant: PtRoundParticipant }) {
  if (!participant.dispatchedOn) return <>Not dispatched</>;
  return (
    <>
      <PtDate value={participant.dispatchedOn} />
      {participant.courier ? ` by ${participant.courier}` : ''}
      {participant.trackingNumber ? (
        <span className="pt-table__note">Tracking number {participant.trackingNumber}</span>
      ) : null}
    </>
  );
}

/** The laboratories taking part, by lab code: registration, dispatch, receipt and results. */
export function ParticipantsTable({
  participants,
}: {
  readonly participants: readonly PtRoundParticipant[];
}) {
  return (
    <DataTable
      captionId="pt-participants-caption"
      caption="Participants, by lab code"
      columns={COLUMNS}
      rows={participants}
      className="table--sticky-first pt-table"
    >
      {(participant) => (
        <tr key={participant.id}>
          <th scope="row" className="table__cell">
            {participant.labCode}
          </th>
          <td className="table__cell">
            <CompanyText text={participant.companyName} />
            <span className="pt-table__note">{participant.isLocalLab ? 'Local' : 'Overseas'}</span>
          </td>
          <td className="table__cell table__cell--nowrap">
            <PtDate value={participant.registeredAt} />
          </td>
          <td className="table__cell">
            <DispatchCell participant={participant} />
          </td>
          <td className="table__cell table__cell--nowrap">
            {participant.receivedOn ? <PtDate value={participant.receivedOn} /> : 'Not confirmed'}
          </td>
          <td className="table__cell">
            {participant.resultsSubmittedAt ? (
              <>
                Submitted <PtDateTime value={participant.resultsSubmittedAt} />
              </>
            ) : (
              'Not submitted'
            )}
          </td>
        </tr>
      )}
    </DataTable>
  );
}
