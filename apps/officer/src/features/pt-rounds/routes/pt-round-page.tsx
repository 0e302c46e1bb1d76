import { Breadcrumbs } from '@fsmis/ui/components/breadcrumbs';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { errorMessageOf, isHttpError } from '@fsmis/ui/lib/http-client';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { type OfficerPtRound, usePtRound } from '../api/get-pt-round';
import { DocumentsSection } from '../components/documents-section';
import { NextStepSection } from '../components/next-step-section';
import { ParticipantsSection } from '../components/participants-section';
import { RoundContents } from '../components/round-contents';
import { RoundSummary } from '../components/round-summary';
import { ScoringSection } from '../components/scoring-section';
import { StatisticsSection } from '../components/statistics-section';
import '../components/pt-rounds.css';

type Notice = { readonly message: string; readonly shownAt: number };

/** The confirmation a page sent along when it opened this one (the new round's). */
function messageFrom(state: unknown): string | null {
  return typeof state === 'object' &&
    state !== null &&
    'message' in state &&
    typeof state.message === 'string'
    ? state.message
    : null;
}

/** One PT round: where it stands, its next step, participants, documents, scoring and statistics review. */
export function PtRoundPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const round = usePtRound(id);
  const [notice, setNotice] = useState<Notice | null>(() => {
    const message = messageFrom(location.state);
    return message ? { message, shownAt: 0 } : null;
  });
  const noticeRef = useRef<HTMLDivElement>(null);

  // Shown once: a reload, or a return through the history, does not confirm the step again.
  useEffect(() => {
    if (messageFrom(location.state)) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  // The confirmation takes focus, so a keyboard or screen reader user hears it and starts from it.
  useEffect(() => {
    if (notice && notice.shownAt > 0) {
      noticeRef.current?.focus();
      noticeRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [notice]);

  const announce = (message: string) => setNotice({ message, shownAt: Date.now() });
  const status = isHttpError(round.error) ? round.error.status : null;
  return (
    <div className="console-container">
      <Breadcrumbs items={[{ label: 'PT rounds', to: paths.ptRounds.href() }]} />
      <PageHeading caption={round.data ? `PT round ${round.data.code}` : 'PT round'}>
        {round.data ? round.data.name : 'PT round'}
      </PageHeading>
      <div ref={noticeRef} tabIndex={-1} className="pt-notice">
        {notice ? (
          <NotificationBanner variant="success">
            <p>{notice.message}</p>
          </NotificationBanner>
        ) : null}
      </div>
      {round.isPending ? (
        <p role="status">Loading the round…</p>
      ) : status === 404 || status === 400 ? (
        <>
          <p className="lead">{errorMessageOf(round.error)}</p>
          <p>
            Check that the link is correct, or find the round among the{' '}
            <Link to={paths.ptRounds.href()}>PT rounds</Link>.
          </p>
        </>
      ) : round.isError && round.data === undefined ? (
        <LoadProblem error={round.error} retrying={round.isFetching} onRetry={() => void round.refetch()} />
      ) : round.data ? (
        <RoundView round={round.data} onDone={announce} />
      ) : null}
    </div>
  );
}

function RoundView({
  round,
  onDone,
}: {
  readonly round: OfficerPtRound;
  readonly onDone: (message: string) => void;
}) {
  return (
    <>
      <RoundContents />
      <RoundSummary round={round} />
      <NextStepSection round={round} onDone={onDone} />
      <ParticipantsSection round={round} onDone={onDone} />
      <DocumentsSection round={round} onDone={onDone} />
      <ScoringSection round={round} onDone={onDone} />
      <StatisticsSection round={round} onDone={onDone} />
    </>
  );
}
