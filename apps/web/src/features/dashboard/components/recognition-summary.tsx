import { formatDay, PROGRAMMES, type Programme, programmeLabel, SuspensionStatus } from '@fsmis/domain';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { Tag } from '@fsmis/ui/components/tag';
import { WarningText } from '@fsmis/ui/components/warning-text';
import { RecognitionStatusTag } from '@fsmis/ui/workflow/recognition-status-tag';
import { Link } from 'react-router';
import { pageSections, paths } from '../../../config/paths';
import { type CompanyRecognition, useCompanyRecognitions } from '../api/get-company-recognitions';
import './recognition-summary.css';

/** The company's standing under each programme: LRP, IBR and AOR, recognised or not. */
export function RecognitionSummary() {
  const recognitions = useCompanyRecognitions();
  return (
    <section className="section" aria-labelledby="recognition-heading">
      <h2 id="recognition-heading">Your recognition</h2>
      {recognitions.isPending ? (
        <p role="status">Loading your recognition…</p>
      ) : recognitions.isError ? (
        <LoadProblem
          error={recognitions.error}
          retrying={recognitions.isFetching}
          onRetry={() => void recognitions.refetch()}
        />
      ) : (
        <ul className="recognition-cards">
          {PROGRAMMES.map((programme) => (
            <RecognitionCard
              key={programme}
              programme={programme}
              recognition={recognitions.data.find((item) => item.programme === programme) ?? null}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecognitionCard({
  programme,
  recognition,
}: {
  readonly programme: Programme;
  readonly recognition: CompanyRecognition | null;
}) {
  const label = programmeLabel(programme);
  const headingId = `recognition-${label.toLowerCase()}`;
  const flagged = recognition?.hasOngoingSuspension === true;
  return (
    <li
      className={flagged ? 'recognition-card recognition-card--flagged' : 'recognition-card'}
      aria-labelledby={headingId}
    >
      <div className="recognition-card__header">
        <h3 className="recognition-card__title" id={headingId}>
          {label}
        </h3>
        {recognition ? (
          <RecognitionStatusTag status={recognition.status} label={recognition.statusLabel} />
        ) : (
          <Tag>Not recognised</Tag>
        )}
      </div>
      {recognition ? (
        <>
          {flagged ? (
            <WarningText>Ongoing suspension: your {label} recognition is suspended.</WarningText>
          ) : null}
          <dl className="recognition-card__facts">
            <div className="recognition-card__fact">
              <dt>Recognition number</dt>
              <dd>{recognition.recognitionNumber}</dd>
            </div>
            <div className="recognition-card__fact">
              <dt>Valid from</dt>
              <dd>
                <time dateTime={recognition.validFrom}>{formatDay(recognition.validFrom)}</time>
              </dd>
            </div>
            <div className="recognition-card__fact">
              <dt>Valid until</dt>
              <dd>
                <time dateTime={recognition.validUntil}>{formatDay(recognition.validUntil)}</time>
              </dd>
            </div>
            <div className="recognition-card__fact recognition-card__fact--wide">
              <dt>Scope</dt>
              <dd>{recognition.scopeSummary}</dd>
            </div>
          </dl>
          <RecognitionCalls recognition={recognition} label={label} />
          <p className="recognition-card__link">
            <Link to={paths.recognitionDetails.href(recognition.id)}>View {label} recognition</Link>
          </p>
        </>
      ) : (
        <p className="recognition-card__none">Your company is not recognised under {label}.</p>
      )}
    </li>
  );
}

/** What a suspension under way is called on its card, by how far it has gone. */
function suspensionWord(status: SuspensionStatus): string {
  if (
    status === SuspensionStatus.suspensionRequested ||
    status === SuspensionStatus.suspensionDetailsRequired
  ) {
    return 'Suspension proposed';
  }
  if (
    status === SuspensionStatus.appealSubmitted ||
    status === SuspensionStatus.pendingReinstatementApproval
  ) {
    return 'Appeal in progress';
  }
  return 'Suspended';
}

const days = (count: number) => (count === 0 ? 'today' : `in ${count} day${count === 1 ? '' : 's'}`);

/** What the recognition asks of the company now: its renewal, a suspension, details it owes. */
function RecognitionCalls({
  recognition,
  label,
}: {
  readonly recognition: CompanyRecognition;
  readonly label: string;
}) {
  const { renewalDue, renewalInProgress, openSuspension, pendingDetailsCount } = recognition;
  if (!renewalDue && !renewalInProgress && !openSuspension && pendingDetailsCount === 0) return null;
  return (
    <ul className="recognition-card__calls">
      {renewalDue ? (
        <li>
          <strong>Renewal due:</strong> expires {days(recognition.daysUntilExpiry)}
        </li>
      ) : null}
      {renewalInProgress ? (
        <li>
          <strong>Renewal in progress:</strong>{' '}
          <Link to={paths.applicationDetails.href(renewalInProgress.applicationId)}>
            {renewalInProgress.referenceNumber}
          </Link>{' '}
          ({renewalInProgress.statusLabel})
        </li>
      ) : null}
      {openSuspension ? (
        <li>
          <strong>{suspensionWord(openSuspension.status)}:</strong>{' '}
          <Link to={paths.recognitionSuspension.href(recognition.id, openSuspension.id)}>
            see the suspension<span className="visually-hidden"> of your {label} recognition</span>
          </Link>
        </li>
      ) : null}
      {pendingDetailsCount > 0 ? (
        <li>
          <Link to={paths.recognitionDetails.href(recognition.id, pageSections.detailsToProvide)}>
            Details to provide
          </Link>
          : {pendingDetailsCount} request{pendingDetailsCount === 1 ? '' : 's'} waiting for your answer
        </li>
      ) : null}
    </ul>
  );
}
