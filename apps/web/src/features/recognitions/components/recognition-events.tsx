import type { RecognitionEvent, WorkflowDocument } from '@fsmis/domain';
import { DocumentList } from '@fsmis/ui/components/document-link';
import { AtTime, partyLabel } from './recognition-display';

/**
 * What happened to a recognition or a suspension, one event after another: what, when, by whom, the
 * words given with it and its documents. The order is the caller's (history newest first, a
 * suspension's timeline oldest first).
 */
export function RecognitionEvents({
  events,
  hrefOf,
  empty,
}: {
  readonly events: readonly RecognitionEvent[];
  readonly hrefOf: (document: WorkflowDocument) => string;
  /** What to say when there are none. */
  readonly empty: string;
}) {
  if (events.length === 0) return <p>{empty}</p>;
  return (
    <ol className="recognition-events">
      {events.map((event) => (
        <li key={event.id} className="recognition-events__event">
          <p className="recognition-events__title">
            <strong>{event.title}</strong>
          </p>
          <p className="recognition-meta">
            <AtTime value={event.at} />
            {event.actorName
              ? ` by ${event.actorName}${event.actorParty ? ` (${partyLabel(event.actorParty)})` : ''}`
              : event.actorParty
                ? ` by ${partyLabel(event.actorParty)}`
                : ''}
            {event.statusLabel ? `. Status: ${event.statusLabel}` : ''}
          </p>
          {event.detail ? <p className="recognition-text">{event.detail}</p> : null}
          <DocumentList documents={event.documents} hrefOf={hrefOf} />
        </li>
      ))}
    </ol>
  );
}
