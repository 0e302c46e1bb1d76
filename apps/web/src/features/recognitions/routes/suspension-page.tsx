import { caseActionOf, isCaseActionOpen } from '@fsmis/domain';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { Tag } from '@fsmis/ui/components/tag';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { apiPaths, paths } from '../../../config/paths';
import { type SuspensionView, useSuspension } from '../api/get-suspension';
import { appealPeriodText, OnDate, suspensionColour } from '../components/recognition-display';
import { RecognitionEvents } from '../components/recognition-events';
import { RecognitionFrame } from '../components/recognition-frame';
import { AcknowledgeSuspension } from '../forms/acknowledge-suspension';
import { AppealForm } from '../forms/appeal-form';
import { SuspensionDetailsForm } from '../forms/suspension-details-form';

/** One suspension of a recognition (the route has checked both ids are GUIDs). */
export function SuspensionPage() {
  const { id = '', sid = '' } = useParams();
  const suspension = useSuspension(id, sid);
  const programme = suspension.data?.programmeLabel;
  return (
    <RecognitionFrame
      id={id}
      query={suspension}
      title={programme ? `Suspension of your ${programme} recognition` : 'Suspension'}
      caption={suspension.data?.recognitionNumber}
      breadcrumbs={[
        { label: 'Dashboard', to: paths.dashboard.href() },
        {
          label: programme ? `${programme} recognition` : 'Recognition',
          to: paths.recognitionDetails.href(id),
        },
      ]}
    >
      {(view) => <SuspensionDetails view={view} />}
    </RecognitionFrame>
  );
}

function SuspensionDetails({ view }: { readonly view: SuspensionView }) {
  const { suspension } = view;
  const provideDetails = caseActionOf(suspension.actions, 'provide-details');
  const appeal = caseActionOf(suspension.actions, 'appeal');
  const recognitionId = suspension.recognitionId;
  const appealPeriod = appealPeriodText(suspension, new Date());
  return (
    <>
      <p>
        <Tag colour={suspensionColour(suspension.status)}>{suspension.statusLabel}</Tag>
      </p>
      {appealPeriod ? <p className="lead">{appealPeriod}</p> : null}
      <section className="section" aria-labelledby="suspension-summary-heading">
        <h2 id="suspension-summary-heading">Summary</h2>
        <SummaryList
          rows={[
            { key: 'Recognition number', value: view.recognitionNumber },
            { key: 'Recognition status', value: view.recognitionStatusLabel },
            { key: 'Suspension status', value: suspension.statusLabel },
            { key: 'Proposed on', value: <OnDate value={suspension.proposedAt} /> },
            {
              key: 'Suspended on',
              value: suspension.suspendedAt ? <OnDate value={suspension.suspendedAt} /> : 'Not suspended',
            },
          ]}
        />
      </section>
      <section className="section" aria-labelledby="suspension-grounds-heading">
        <h2 id="suspension-grounds-heading">Grounds for the suspension</h2>
        <p className="recognition-text">{suspension.grounds}</p>
      </section>
      {view.detailsRequest !== null || provideDetails?.open ? (
        <section className="section" aria-labelledby="suspension-request-heading">
          <h2 id="suspension-request-heading">Details requested</h2>
          {view.detailsRequest ? <p className="recognition-text">{view.detailsRequest}</p> : null}
          <StepOrReason step={provideDetails}>
            <SuspensionDetailsForm recognitionId={recognitionId} suspensionId={suspension.id} />
          </StepOrReason>
        </section>
      ) : null}
      {isCaseActionOpen(suspension.actions, 'acknowledge') ? (
        <AcknowledgeSuspension recognitionId={recognitionId} suspensionId={suspension.id} />
      ) : null}
      {appeal?.open ? (
        <AppealForm
          recognitionId={recognitionId}
          suspensionId={suspension.id}
          appealDeadline={suspension.appealDeadline}
        />
      ) : suspension.ended || suspension.appealMade ? null : (
        <section className="section" aria-labelledby="suspension-appeal-heading">
          <h2 id="suspension-appeal-heading">Appeal against the suspension</h2>
          <p>{appeal?.reason ?? 'You cannot appeal against this suspension now.'}</p>
        </section>
      )}
      <section className="section" aria-labelledby="suspension-timeline-heading">
        <h2 id="suspension-timeline-heading">Timeline</h2>
        <RecognitionEvents
          events={view.timeline}
          empty="Nothing has happened yet."
          hrefOf={(document) => apiPaths.suspensionDocument(document.attachmentId)}
        />
      </section>
    </>
  );
}

/** A step's form while it is open, else why it is not (nothing when no reason is given). */
function StepOrReason({
  step,
  children,
}: {
  readonly step: SuspensionView['suspension']['actions'][number] | null;
  readonly children: ReactNode;
}) {
  if (step?.open) return <>{children}</>;
  return step?.reason ? <p>{step.reason}</p> : null;
}
