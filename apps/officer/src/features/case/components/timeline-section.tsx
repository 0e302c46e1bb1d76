import type { TimelineEvent } from '@fsmis/domain';
import { AtTime, CaseSection, partyLabel } from './case-display';

/** Every event of the application, in the order it happened: each move of its status, each step within one. */
export function TimelineSection({ events }: { readonly events: readonly TimelineEvent[] }) {
  return (
    <CaseSection id="timeline">
      {events.length === 0 ? (
        <p>Nothing has happened yet.</p>
      ) : (
        <ol className="case-timeline">
          {events.map((event) => (
            <li key={event.id} className="case-timeline__event">
              <p className="case-timeline__title">
                <strong>{event.title}</strong>
              </p>
              <p className="case-meta">
                <AtTime value={event.at} />
                {event.actorName
                  ? ` by ${event.actorName}${event.actorParty ? ` (${partyLabel(event.actorParty)})` : ''}`
                  : ''}
                . Status: {event.toStatusLabel}
              </p>
              {event.detail ? <p className="case-text">{event.detail}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </CaseSection>
  );
}
