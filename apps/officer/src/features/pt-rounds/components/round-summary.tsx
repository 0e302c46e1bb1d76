import { formatFee } from '@fsmis/domain';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import type { OfficerPtRound } from '../api/get-pt-round';
import { PtDate, PtDateTime } from './pt-date';
import { PtStatusTag } from './pt-status-tag';
import { RoundSection } from './round-section';

/** What the round is and where it stands: its status, dates, fee and the steps of its statistics. */
export function RoundSummary({ round }: { readonly round: OfficerPtRound }) {
  const submitted = round.participants.filter((each) => each.resultsSubmittedAt !== null).length;
  return (
    <RoundSection id="pt-summary">
      <SummaryList
        rows={[
          { key: 'Code', value: round.code },
          { key: 'Status', value: <PtStatusTag status={round.status} label={round.statusLabel} /> },
          { key: 'Matrix', value: round.matrix },
          ...(round.description ? [{ key: 'Description', value: round.description }] : []),
          { key: 'Fee', value: formatFee(round.feeSgd) },
          { key: 'Registration opens', value: <PtDate value={round.registrationOpensAt} /> },
          { key: 'Registration closes', value: <PtDate value={round.registrationClosesAt} /> },
          { key: 'Test items dispatched', value: <PtDate value={round.dispatchAt} /> },
          { key: 'Results due', value: <PtDate value={round.resultsDueAt} /> },
          {
            key: 'Analytes',
            value: round.analytes.map((analyte) => `${analyte.name} (${analyte.unit})`).join(', '),
          },
          {
            key: 'Participants',
            value: `${round.participants.length} registered, ${submitted} submitted results`,
          },
          {
            key: 'Statistics',
            value: round.statisticsComputedAt ? (
              <>
                Computed <PtDateTime value={round.statisticsComputedAt} />
                {round.statisticsReviewedAt ? (
                  <>
                    , reviewed <PtDateTime value={round.statisticsReviewedAt} />
                  </>
                ) : (
                  ', not reviewed yet'
                )}
              </>
            ) : (
              'Not computed'
            ),
          },
          {
            key: 'Report',
            value: round.publishedAt ? (
              <>
                Published <PtDateTime value={round.publishedAt} />
              </>
            ) : (
              'Not published'
            ),
          },
        ]}
      />
    </RoundSection>
  );
}
