import type { TimelineEvent } from '@fsmis/domain';
import { AtTime, partyLabel } from './workflow-display';

/** Every event of the application, in the order it happened. */
export function TimelineSection({ events }: { readonly events: readonly TimelineEvent[] }) {
  return (
    <section id="timeline" className="section" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      <ol className="workflow-timeline">
        {events.map((event) => (
          <li key={event.id} className="workflow-timeline__event">
            <p className="workflow-timeline__title">
              <strong>{event.title}</strong>
            </p>
            <p className="workflow-meta">
              <AtTime value={event.at} />
              {event.actorName
                ? ` by ${event.actorName}${event.actorParty ? ` (${partyLabel(event.actorParty)})` : ''}`
                : ''}
              . Status: {event.toStatusLabel}
            </p>
            {event.detail ? <p className="workflow-text">{event.detail}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
