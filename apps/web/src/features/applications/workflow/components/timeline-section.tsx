import type { TimelineEvent } from '@fsmis/domain';
import { Timeline } from '@fsmis/ui/workflow/timeline';

/** Every event of the application, in the order it happened. */
export function TimelineSection({ events }: { readonly events: readonly TimelineEvent[] }) {
  return (
    <section id="timeline" className="section" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      <Timeline events={events} reader="company" />
    </section>
  );
}
