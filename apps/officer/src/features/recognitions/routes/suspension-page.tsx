import type { OfficerSuspensionView } from '@fsmis/domain';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSuspension } from '../api/get-suspension';
import { CompanyAnswersSection } from '../components/company-answers-section';
import { OnDate, SuspensionStatusTag } from '../components/recognition-display';
import { RecognitionEvents } from '../components/recognition-events';
import { RecordFrame } from '../components/record-frame';
import { useStepSuccess } from '../components/step-success-banner';
import { SuspensionStepsSection } from '../components/suspension-steps-section';

/** One suspension: its summary and grounds, the company's answers, the officer's next step, its timeline. */
export function SuspensionPage() {
  const { sid = '' } = useParams();
  return <SuspensionScreen key={sid} suspensionId={sid} />;
}

function SuspensionScreen({ suspensionId }: { readonly suspensionId: string }) {
  const suspension = useSuspension(suspensionId);
  const [success, announce] = useStepSuccess();
  const view = suspension.data;
  return (
    <RecordFrame
      query={suspension}
      title={view ? `Suspension of ${view.recognitionNumber}` : 'Suspension'}
      caption={view?.companyName}
      breadcrumbs={[
        { label: 'Recognitions', to: paths.recognitions.href() },
        ...(view
          ? [
              {
                label: `${view.programmeLabel} recognition ${view.recognitionNumber}`,
                to: paths.recognition.href(view.suspension.recognitionId),
              },
            ]
          : []),
      ]}
      success={success}
      what="the suspension"
    >
      {(data) => <SuspensionDetails view={data} onDone={announce} />}
    </RecordFrame>
  );
}

function SuspensionDetails({
  view,
  onDone,
}: {
  readonly view: OfficerSuspensionView;
  readonly onDone: (message: string) => void;
}) {
  const { suspension } = view;
  const recognitionId = suspension.recognitionId;
  return (
    <>
      <section className="section" aria-labelledby="suspension-summary-heading">
        <h2 id="suspension-summary-heading">Summary</h2>
        <SummaryList
          rows={[
            { key: 'Company', value: view.companyName },
            {
              key: 'Recognition',
              value: (
                <Link to={paths.recognition.href(recognitionId)}>
                  {view.programmeLabel} recognition {view.recognitionNumber}
                </Link>
              ),
            },
            { key: 'Recognition status', value: view.recognitionStatusLabel },
            {
              key: 'Suspension status',
              value: <SuspensionStatusTag status={suspension.status} label={suspension.statusLabel} />,
            },
            { key: 'Proposed on', value: <OnDate value={suspension.proposedAt} /> },
            {
              key: 'Suspended on',
              value: suspension.suspendedAt ? <OnDate value={suspension.suspendedAt} /> : 'Not suspended',
            },
            {
              key: 'Appeal',
              value: suspension.appealMade ? (
                'The company has appealed'
              ) : suspension.appealDeadline ? (
                <>
                  {new Date(suspension.appealDeadline).getTime() > Date.now() ? 'Open until ' : 'Ended on '}
                  <OnDate value={suspension.appealDeadline} />
                </>
              ) : (
                'Opens once the recognition is suspended'
              ),
            },
          ]}
        />
      </section>
      <section className="section" aria-labelledby="suspension-grounds-heading">
        <h2 id="suspension-grounds-heading">Grounds for the suspension</h2>
        <p className="recognitions-text">{suspension.grounds}</p>
      </section>
      <SuspensionStepsSection
        suspension={suspension}
        recognition={{ recognitionNumber: view.recognitionNumber, programmeLabel: view.programmeLabel }}
        onDone={onDone}
      />
      <CompanyAnswersSection
        timeline={view.timeline}
        detailsRequest={view.detailsRequest}
        recognitionId={recognitionId}
      />
      <section className="section" aria-labelledby="suspension-timeline-heading">
        <h2 id="suspension-timeline-heading">Timeline</h2>
        <p className="recognitions-meta">Oldest first. Times are Singapore time.</p>
        <RecognitionEvents
          events={view.timeline}
          recognitionId={recognitionId}
          empty="Nothing has happened yet."
        />
      </section>
    </>
  );
}
