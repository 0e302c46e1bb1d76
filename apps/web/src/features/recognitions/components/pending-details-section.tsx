import { isCaseActionOpen, type PendingDetailsItem } from '@fsmis/domain';
import { DocumentList } from '@fsmis/ui/components/document-link';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { Tag } from '@fsmis/ui/components/tag';
import { apiPaths, pageSections } from '../../../config/paths';
import { PendingDetailsForm } from '../forms/pending-details-form';
import { AtTime, OnDate, pendingDetailsColour } from './recognition-display';

/**
 * Details the recognition still owes: each request with its status, the officer's reason when an answer
 * was returned, the last answer given, and a form while the company may provide them.
 */
export function PendingDetailsSection({
  recognitionId,
  items,
}: {
  readonly recognitionId: string;
  readonly items: readonly PendingDetailsItem[];
}) {
  if (items.length === 0) return null;
  return (
    <section
      id={pageSections.detailsToProvide}
      className="section"
      aria-labelledby="details-to-provide-heading"
    >
      <h2 id="details-to-provide-heading">Details to provide</h2>
      <ul className="recognition-items">
        {items.map((item) => (
          <li key={item.id} className="recognition-item" aria-labelledby={`pending-details-${item.id}-title`}>
            <h3 id={`pending-details-${item.id}-title`} className="recognition-item__title">
              Details requested on <OnDate value={item.requestedAt} />
            </h3>
            <p>
              <Tag colour={pendingDetailsColour(item.status)}>{item.statusLabel}</Tag>
            </p>
            <p className="recognition-text">{item.description}</p>
            {item.dueDate && isCaseActionOpen(item.actions, 'provide') ? (
              <p>
                Provide them by <OnDate value={item.dueDate} />.
              </p>
            ) : null}
            {item.returnReason ? (
              <InsetText>
                <p>
                  <strong>The regulator returned your last answer:</strong>
                </p>
                <p className="recognition-text">{item.returnReason}</p>
              </InsetText>
            ) : null}
            {item.response ? (
              <div className="recognition-answer">
                <p className="recognition-meta">
                  Your answer
                  {item.respondedAt ? (
                    <>
                      , sent <AtTime value={item.respondedAt} />
                    </>
                  ) : null}
                </p>
                <p className="recognition-text">{item.response}</p>
                <DocumentList
                  documents={item.documents}
                  hrefOf={(document) => apiPaths.recognitionDocument(recognitionId, document.attachmentId)}
                />
              </div>
            ) : null}
            {isCaseActionOpen(item.actions, 'provide') ? (
              <PendingDetailsForm recognitionId={recognitionId} pendingId={item.id} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
