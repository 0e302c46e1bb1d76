import type { RecognitionEvent } from '@fsmis/domain';
import { RecognitionEvents } from './recognition-events';

/**
 * What the company has said on the suspension: the details it gave when asked, its acknowledgement,
 * its appeal, each with its documents; and the question it is to answer now, if one is open.
 */
export function CompanyAnswersSection({
  timeline,
  detailsRequest,
  recognitionId,
}: {
  readonly timeline: readonly RecognitionEvent[];
  readonly detailsRequest: string | null;
  readonly recognitionId: string;
}) {
  const answers = timeline.filter((event) => event.actorParty === 'company');
  return (
    <section className="section" aria-labelledby="suspension-answers-heading">
      <h2 id="suspension-answers-heading">The company’s answers and appeal</h2>
      {detailsRequest ? (
        <div className="recognitions-card">
          <h3 className="recognitions-card__heading">Details the company must give now</h3>
          <p className="recognitions-text">{detailsRequest}</p>
        </div>
      ) : null}
      <RecognitionEvents
        events={answers}
        recognitionId={recognitionId}
        empty="The company has not answered, acknowledged the suspension or appealed."
      />
    </section>
  );
}
