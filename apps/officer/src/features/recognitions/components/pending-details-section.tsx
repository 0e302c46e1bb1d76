import type { PendingDetailsItem } from '@fsmis/domain';
import { DocumentList } from '@fsmis/ui/components/document-link';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { apiPaths } from '../../../config/paths';
import { PendingDetailsDecisions } from '../forms/pending-details-decisions';
import { AtTime, dateText, OnDate, PendingDetailsStatusTag } from './recognition-display';

/**
 * Details the recognition owes, newest first: what was asked and by when, the company's answer with its
 * documents, and the officer's decisions open on each.
 */
export function PendingDetailsSection({
  recognitionId,
  items,
  onDone,
}: {
  readonly recognitionId: string;
  readonly items: readonly PendingDetailsItem[];
  readonly onDone: (message: string) => void;
}) {
  return (
    <section className="section" aria-labelledby="recognition-details-heading">
      <h2 id="recognition-details-heading">Details owed</h2>
      {items.length === 0 ? (
        <p>Nothing has been asked of the company since the recognition was granted.</p>
      ) : null}
      {items.map((item) => (
        <PendingDetails key={item.id} recognitionId={recognitionId} item={item} onDone={onDone} />
      ))}
    </section>
  );
}

function PendingDetails({
  recognitionId,
  item,
  onDone,
}: {
  readonly recognitionId: string;
  readonly item: PendingDetailsItem;
  readonly onDone: (message: string) => void;
}) {
  const headingId = `details-${item.id}-heading`;
  return (
    <section className="recognitions-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="recognitions-card__heading">
        Details requested on {dateText(item.requestedAt)}
      </h3>
      <SummaryList
        rows={[
          {
            key: 'Status',
            value: <PendingDetailsStatusTag status={item.status} label={item.statusLabel} />,
          },
          { key: 'What is owed', value: <span className="recognitions-text">{item.description}</span> },
          { key: 'Due by', value: item.dueDate ? <OnDate value={item.dueDate} /> : 'No due date' },
          ...(item.returnReason
            ? [
                {
                  key: 'Returned because',
                  value: <span className="recognitions-text">{item.returnReason}</span>,
                },
              ]
            : []),
          {
            key: 'Company’s answer',
            value: item.response ? (
              <>
                <span className="recognitions-text">{item.response}</span>
                {item.respondedAt ? (
                  <span className="recognitions-meta">
                    {' '}
                    Answered <AtTime value={item.respondedAt} />
                  </span>
                ) : null}
                <DocumentList
                  documents={item.documents}
                  hrefOf={(document) => apiPaths.recognitionDocument(recognitionId, document.attachmentId)}
                />
              </>
            ) : (
              'Not provided yet'
            ),
          },
        ]}
      />
      <PendingDetailsDecisions item={item} onDone={onDone} />
    </section>
  );
}
