import type { TimelineEvent } from '@fsmis/domain';
import { AtTime, partyLabel, type RecordReader } from './workflow-display';
import './workflow-records.css';

/** Every event of the application, in the order it happened: each move of its status, each step within one. */
export function Timeline({
  events,
  reader,
}: {
  readonly events: readonly TimelineEvent[];
  readonly reader: RecordReader;
}) {
  if (events.length === 0) return <p>Nothing has happened yet.</p>;
  return (
    <ol className="workflow-timeline">
      {events.map((event) => (
        <li key={event.id} className="workflow-timeline__event">
          <p className="workflow-timeline__title">
            <strong>{event.title}</strong>
          </p>
          <p className="workflow-meta">
            <AtTime value={event.at} />
            {event.actorName
              ? ` by ${event.actorName}${event.actorParty ? ` (${partyLabel(event.actorParty, reader)})` : ''}`
              : ''}
            . Status: {event.toStatusLabel}
          </p>
          {event.detail ? <p className="workflow-text">{event.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}
