import { caseActionOf, isCaseActionOpen } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import type { OfficerPtRound } from '../api/get-pt-round';
import { useComputePtStatistics } from '../api/post-pt-compute';
import { useReviewPtStatistics } from '../api/post-pt-review';
import { AnalyteStatistics } from './analyte-statistics';
import { PtDateTime } from './pt-date';
import { RoundSection } from './round-section';
import { useRoundAction } from './use-round-action';

/**
 * The statistics review: computing the statistics and scores from the submitted results, each
 * analyte's figures, charts and scores, and marking them reviewed so the report may be published.
 */
export function StatisticsSection({
  round,
  onDone,
}: {
  readonly round: OfficerPtRound;
  readonly onDone: (message: string) => void;
}) {
  const compute = useComputePtStatistics(round.id);
  const review = useReviewPtStatistics(round.id);
  const { run, refusal } = useRoundAction(onDone);
  const canCompute = isCaseActionOpen(round.actions, 'compute');
  const canReview = isCaseActionOpen(round.actions, 'review');
  const computedAt = round.statisticsComputedAt;
  const reviewedAt = round.statisticsReviewedAt;
  return (
    <RoundSection id="pt-statistics">
      <ErrorSummary items={refusal.items} focusKey={refusal.attempt} />
      {computedAt ? (
        <p>
          Computed <PtDateTime value={computedAt} /> from the submitted results.{' '}
          {reviewedAt ? (
            <>
              Reviewed <PtDateTime value={reviewedAt} />.
            </>
          ) : (
            'Not reviewed yet.'
          )}
        </p>
      ) : (
        <p>
          {caseActionOf(round.actions, 'compute')?.reason ?? 'The statistics have not been computed yet.'}
        </p>
      )}
      {canCompute ? (
        <div className="button-group">
          <Button
            variant={computedAt ? 'secondary' : 'primary'}
            pending={compute.isPending}
            onClick={() => run(compute.mutateAsync(undefined))}
          >
            {computedAt ? 'Compute statistics again' : 'Compute statistics'}
          </Button>
        </div>
      ) : null}
      {computedAt
        ? round.analytes.map((analyte) => (
            <AnalyteStatistics key={analyte.id} round={round} analyte={analyte} />
          ))
        : null}
      {canReview && !reviewedAt ? (
        <>
          <p>
            Check each analyte’s figures and scores, then mark the statistics reviewed to publish the report.
          </p>
          <div className="button-group">
            <Button pending={review.isPending} onClick={() => run(review.mutateAsync(undefined))}>
              Mark statistics reviewed
            </Button>
          </div>
        </>
      ) : null}
      {reviewedAt && !round.publishedAt ? (
        <p>
          The statistics are reviewed: <a href="#pt-next-step">publish the report</a>.
        </p>
      ) : null}
    </RoundSection>
  );
}
