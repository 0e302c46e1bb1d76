import {
  CompanyRecognitionStatus,
  formatDate,
  PROGRAMMES,
  type Programme,
  programmeLabel,
} from '@fsmis/domain';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Tag, type TagColour } from '../../../components/ui/tag';
import { WarningText } from '../../../components/ui/warning-text';
import { type CompanyRecognition, useCompanyRecognitions } from '../api/get-company-recognitions';
import './recognition-summary.css';

/** How each recognition status looks; the words come from the API (the domain's labels). */
const STATUS_COLOURS: Readonly<Record<CompanyRecognitionStatus, TagColour>> = {
  [CompanyRecognitionStatus.recognised]: 'green',
  [CompanyRecognitionStatus.expired]: 'grey',
  [CompanyRecognitionStatus.suspended]: 'red',
  [CompanyRecognitionStatus.appealInProgress]: 'yellow',
  [CompanyRecognitionStatus.revoked]: 'red',
  [CompanyRecognitionStatus.withdrawn]: 'grey',
};

const DATE = 'dd MMM yyyy';

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
          <Tag colour={STATUS_COLOURS[recognition.status]}>{recognition.statusLabel}</Tag>
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
                <time dateTime={recognition.validFrom}>{formatDate(recognition.validFrom, DATE)}</time>
              </dd>
            </div>
            <div className="recognition-card__fact">
              <dt>Valid until</dt>
              <dd>
                <time dateTime={recognition.validUntil}>{formatDate(recognition.validUntil, DATE)}</time>
              </dd>
            </div>
            <div className="recognition-card__fact recognition-card__fact--wide">
              <dt>Scope</dt>
              <dd>{recognition.scopeSummary}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="recognition-card__none">Your company is not recognised under {label}.</p>
      )}
    </li>
  );
}
