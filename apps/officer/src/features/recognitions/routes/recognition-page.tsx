import type { OfficerRecognitionView } from '@fsmis/domain';
import { GrantsSection } from '@fsmis/ui/workflow/grants-section';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useRecognition } from '../api/get-recognition';
import { PendingDetailsSection } from '../components/pending-details-section';
import { RecognitionEvents } from '../components/recognition-events';
import { RecognitionStepsSection } from '../components/recognition-steps-section';
import { RecognitionSummary } from '../components/recognition-summary';
import { RecordFrame } from '../components/record-frame';
import { useStepSuccess } from '../components/step-success-banner';
import { SuspensionsSection } from '../components/suspensions-table';

/** One recognition: its summary, the officer's steps, its suspensions, details owed and history. */
export function RecognitionPage() {
  const { id = '' } = useParams();
  // Another recognition is another page: it starts without this one's confirmation.
  return <RecognitionScreen key={id} id={id} />;
}

function RecognitionScreen({ id }: { readonly id: string }) {
  const recognition = useRecognition(id);
  const [success, announce] = useStepSuccess();
  const found = recognition.data?.recognition;
  return (
    <RecordFrame
      query={recognition}
      title={found ? `${found.programmeLabel} recognition ${found.recognitionNumber}` : 'Recognition'}
      caption={found?.companyName}
      breadcrumbs={[{ label: 'Recognitions', to: paths.recognitions.href() }]}
      success={success}
      what="the recognition"
    >
      {(view) => <RecognitionDetails view={view} onDone={announce} />}
    </RecordFrame>
  );
}

function RecognitionDetails({
  view,
  onDone,
}: {
  readonly view: OfficerRecognitionView;
  readonly onDone: (message: string) => void;
}) {
  const { recognition } = view;
  return (
    <>
      <RecognitionSummary recognition={recognition} />
      <RecognitionStepsSection recognition={recognition} actions={view.actions} onDone={onDone} />
      <SuspensionsSection suspensions={view.suspensions} />
      <PendingDetailsSection recognitionId={recognition.id} items={view.pendingDetails} onDone={onDone} />
      <GrantsSection
        grants={view.grants}
        applicationHref={(grant) => paths.application.href(grant.applicationId)}
      />
      <section className="section" aria-labelledby="recognition-history-heading">
        <h2 id="recognition-history-heading">History</h2>
        <p className="recognitions-meta">Newest first. Times are Singapore time.</p>
        <RecognitionEvents
          events={view.history}
          recognitionId={recognition.id}
          empty="Nothing has happened to this recognition since it was granted."
        />
      </section>
    </>
  );
}
