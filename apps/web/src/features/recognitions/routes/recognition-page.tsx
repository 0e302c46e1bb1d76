import { isCurrentRecognition } from '@fsmis/domain';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { GrantsSection } from '@fsmis/ui/workflow/grants-section';
import { RecognitionStatusTag } from '@fsmis/ui/workflow/recognition-status-tag';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { apiPaths, paths } from '../../../config/paths';
import { type RecognitionView, useRecognition } from '../api/get-recognition';
import { PendingDetailsSection } from '../components/pending-details-section';
import { RecognitionActions } from '../components/recognition-actions';
import { OnDate, timeLeftText } from '../components/recognition-display';
import { RecognitionEvents } from '../components/recognition-events';
import { RecognitionFrame } from '../components/recognition-frame';
import { RecognitionNotices } from '../components/recognition-notices';
import { SuspensionsSection } from '../components/suspensions-section';

/** One of the company's recognitions over its life (the route has checked that its id is a GUID). */
export function RecognitionPage() {
  const { id = '' } = useParams();
  const recognition = useRecognition(id);
  const title = recognition.data
    ? `${recognition.data.recognition.programmeLabel} recognition`
    : 'Recognition';
  return (
    <RecognitionFrame
      id={id}
      query={recognition}
      title={title}
      caption={recognition.data?.recognition.recognitionNumber}
      breadcrumbs={[{ label: 'Dashboard', to: paths.dashboard.href() }]}
    >
      {(view) => <RecognitionDetails view={view} />}
    </RecognitionFrame>
  );
}

function RecognitionDetails({ view }: { readonly view: RecognitionView }) {
  const { recognition } = view;
  const { hash } = useLocation();
  // A link to a section of the page (the Dashboard's "Details to provide") lands once the page is read.
  useEffect(() => {
    if (hash) globalThis.document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  const validUntil = (
    <>
      <OnDate value={recognition.validUntil} />
      {isCurrentRecognition(recognition.status) ? ` (${timeLeftText(recognition.daysUntilExpiry)})` : ''}
    </>
  );
  return (
    <>
      <RecognitionNotices view={view} />
      <section className="section" aria-labelledby="recognition-summary-heading">
        <h2 id="recognition-summary-heading">Summary</h2>
        <SummaryList
          rows={[
            { key: 'Recognition number', value: recognition.recognitionNumber },
            {
              key: 'Status',
              value: <RecognitionStatusTag status={recognition.status} label={recognition.statusLabel} />,
            },
            { key: 'Scope', value: <span className="recognition-text">{recognition.scopeSummary}</span> },
            { key: 'Valid from', value: <OnDate value={recognition.validFrom} /> },
            { key: 'Valid until', value: validUntil },
          ]}
        />
      </section>
      <RecognitionActions actions={view.actions} />
      <PendingDetailsSection recognitionId={recognition.id} items={view.pendingDetails} />
      <SuspensionsSection recognitionId={recognition.id} suspensions={view.suspensions} />
      <GrantsSection
        grants={view.grants}
        applicationHref={(grant) => paths.applicationDetails.href(grant.applicationId)}
      />
      <section className="section" aria-labelledby="recognition-history-heading">
        <h2 id="recognition-history-heading">History</h2>
        <RecognitionEvents
          events={view.history}
          empty="Nothing has happened to this recognition since it was granted."
          hrefOf={(document) => apiPaths.recognitionDocument(recognition.id, document.attachmentId)}
        />
      </section>
    </>
  );
}
