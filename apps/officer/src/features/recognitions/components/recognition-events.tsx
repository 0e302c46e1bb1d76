import type { RecognitionEvent } from '@fsmis/domain';
import { DocumentList } from '@fsmis/ui/components/document-link';
import { apiPaths } from '../../../config/paths';
import { AtTime, actorText } from './recognition-display';

/**
 * What happened, one event after another: what, when, by whom, the words given with it and its
 * documents (each downloaded from the recognition's files). The order is the caller's: a history
 * newest first, a suspension's timeline oldest first.
 */
export function RecognitionEvents({
  events,
  recognitionId,
  empty,
}: {
  readonly events: readonly RecognitionEvent[];
  readonly recognitionId: string;
  /** What to say when there are none. */
  readonly empty: string;
}) {
  if (events.length === 0) return <p>{empty}</p>;
  return (
    <ol className="recognitions-events">
      {events.map((event) => (
        <li key={event.id} className="recognitions-events__event">
          <p className="recognitions-events__title">
            <strong>{event.title}</strong>
          </p>
          <p className="recognitions-meta">
            <AtTime value={event.at} /> by {actorText(event.actorName, event.actorParty)}
            {event.statusLabel ? `. Status: ${event.statusLabel}` : ''}
          </p>
          {event.detail ? <p className="recognitions-text">{event.detail}</p> : null}
          <DocumentList
            documents={event.documents}
            hrefOf={(document) => apiPaths.recognitionDocument(recognitionId, document.attachmentId)}
          />
        </li>
      ))}
    </ol>
  );
}
