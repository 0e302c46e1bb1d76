import { ButtonLink } from '@fsmis/ui/components/button-link';
import { EmptyState } from '@fsmis/ui/components/empty-state';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { paths } from '../../../config/paths';
import { usePtRounds } from '../api/get-pt-rounds';
import { PtRoundsTable } from '../components/pt-rounds-table';
import '../components/pt-rounds.css';

/** PT rounds: every Proficiency Testing round, newest first, and the way to create one. */
export function PtRoundsPage() {
  const rounds = usePtRounds();
  const data = rounds.data;
  return (
    <div className="console-container">
      <PageHeading caption="Proficiency Testing">PT rounds</PageHeading>
      <p>
        Each round runs from Draft to a published report: registration, the dispatch of test items, the
        laboratories’ results, then the statistics and scores (ISO 13528).
      </p>
      <div className="button-group">
        <ButtonLink to={paths.ptRoundNew.href()}>Create a round</ButtonLink>
      </div>
      {rounds.isPending ? (
        <p role="status">Loading the rounds…</p>
      ) : rounds.isError && data === undefined ? (
        <LoadProblem
          error={rounds.error}
          retrying={rounds.isFetching}
          onRetry={() => void rounds.refetch()}
        />
      ) : data === undefined ? null : data.length === 0 ? (
        <EmptyState>
          <p>There are no rounds yet. Create one: it starts in Draft, unseen by laboratories.</p>
        </EmptyState>
      ) : (
        <>
          <p role="status">{data.length === 1 ? '1 round' : `${data.length} rounds`}, newest first</p>
          <PtRoundsTable rounds={data} busy={rounds.isFetching} />
        </>
      )}
    </div>
  );
}
