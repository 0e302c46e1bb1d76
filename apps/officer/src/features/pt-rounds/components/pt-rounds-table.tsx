import type { OfficerPtRoundSummary } from '@fsmis/domain';
import { DataTable } from '@fsmis/ui/components/data-table';
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
    <DataTable
      captionId="pt-rounds-caption"
      caption="Proficiency Testing rounds, newest first"
      columns={['Code', 'Name', 'Matrix', 'Status', 'Registration', 'Results due', 'Participants']}
      rows={rounds}
      busy={busy}
      className="table--sticky-first pt-table"
    >
      {(round) => (
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
      )}
    </DataTable>
  );
}
