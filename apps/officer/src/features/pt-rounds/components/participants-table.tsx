import { TableRegion } from '@fsmis/ui/components/table';
import type { PtRoundParticipant } from '../api/get-pt-round';
import { PtDate, PtDateTime } from './pt-date';

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
    <TableRegion labelledBy="pt-participants-caption">
      <table className="table table--sticky-first pt-table">
        <caption className="visually-hidden" id="pt-participants-caption">
          Participants, by lab code
        </caption>
        <thead>
          <tr>
            <th scope="col" className="table__header">
              Lab code
            </th>
            <th scope="col" className="table__header">
              Laboratory
            </th>
            <th scope="col" className="table__header">
              Registered
            </th>
            <th scope="col" className="table__header">
              Dispatch
            </th>
            <th scope="col" className="table__header">
              Received
            </th>
            <th scope="col" className="table__header">
              Results
            </th>
          </tr>
        </thead>
        <tbody>
          {participants.map((participant) => (
            <tr key={participant.id}>
              <th scope="row" className="table__cell">
                {participant.labCode}
              </th>
              <td className="table__cell">
                {participant.companyName}
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
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
