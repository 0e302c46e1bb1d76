import type { TimelineEvent } from '@fsmis/domain';
import { Timeline } from '@fsmis/ui/workflow/timeline';
import { ApplicationMessages } from './application-messages';
import { CaseSection } from './case-section';

/**
 * Every event of the application, in the order it happened: each move of its status, each step within
 * one; then the e-mails the portal sent about it.
 */
export function TimelineSection({
  applicationId,
  events,
}: {
  readonly applicationId: string;
  readonly events: readonly TimelineEvent[];
}) {
  return (
    <CaseSection id="timeline">
      <Timeline events={events} reader="officer" />
      <ApplicationMessages applicationId={applicationId} latestEventId={events.at(-1)?.id ?? null} />
    </CaseSection>
  );
}
