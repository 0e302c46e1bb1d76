import type { TimelineEvent } from '@fsmis/domain';
import { Timeline } from '@fsmis/ui/workflow/timeline';
import { CaseSection } from './case-section';

/** Every event of the application, in the order it happened: each move of its status, each step within one. */
export function TimelineSection({ events }: { readonly events: readonly TimelineEvent[] }) {
  return (
    <CaseSection id="timeline">
      <Timeline events={events} reader="officer" />
    </CaseSection>
  );
}
