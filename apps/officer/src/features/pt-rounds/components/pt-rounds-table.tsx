import type { OfficerPtRoundSummary } from '@fsmis/domain';
import { TableRegion } from '@fsmis/ui/components/table';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PtDate } from './pt-date';
import { PtStatusTag } from './pt-status-tag';

/** Every round, newest first, each opened by its code. */
export function PtRoundsTable({
  rounds,
  busy,
}: {
  readonly rounds: readonly OfficerPtRoundSummary[];
  readonly busy: boolean;
}) {
  return (
    <TableRegion labelledBy="pt-rounds-caption" busy={busy}>
      <table className="table table--sticky-first pt-table">
        <caption className="visually-hidden" id="pt-rounds-caption">
          Proficiency Testing rounds, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col" className="table__header">
              Code
            </th>
            <th scope="col" className="table__header">
              Name
            </th>
            <th scope="col" className="table__header">
              Matrix
            </th>
            <th scope="col" className="table__header">
              Status
            </th>
            <th scope="col" className="table__header">
              Registration
            </th>
            <th scope="col" className="table__header">
              Results due
            </th>
            <th scope="col" className="table__header">
              Participants
            </th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round.id}>
              <th scope="row" className="table__cell table__cell--nowrap">
                <Link to={paths.ptRound.href(round.id)}>{round.code}</Link>
              </th>
              <td className="table__cell">{round.name}</td>
              <td className="table__cell">{round.matrix}</td>
              <td className="table__cell">
                <PtStatusTag status={round.status} label={round.statusLabel} />
              </td>
              <td className="table__cell table__cell--nowrap">
                <PtDate value={round.registrationOpensAt} /> to <PtDate value={round.registrationClosesAt} />
              </td>
              <td className="table__cell table__cell--nowrap">
                <PtDate value={round.resultsDueAt} />
              </td>
              <td className="table__cell">
                {round.participantCount} registered, {round.submittedCount} submitted
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
