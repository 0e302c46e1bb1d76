import type { Correspondence } from '@fsmis/domain';
import { DocumentList } from '@fsmis/ui/components/document-link';
import { SummaryList, type SummaryRow } from '@fsmis/ui/components/summary-list';
import { Tag } from '@fsmis/ui/components/tag';
import { apiPaths } from '../../../config/paths';
import { AtTime, CaseSection, correspondenceColour, OnDate } from './case-display';

/** Every round of request for information, with the company's answer to each. */
export function CorrespondenceSection({
  applicationId,
  rounds,
}: {
  readonly applicationId: string;
  readonly rounds: readonly Correspondence[];
}) {
  return (
    <CaseSection id="correspondence">
      {rounds.length === 0 ? (
        <p>No request for information has been sent.</p>
      ) : (
        <ol className="case-items">
          {rounds.map((request) => (
            <li key={request.id} className="case-item">
              <RequestRound applicationId={applicationId} request={request} />
            </li>
          ))}
        </ol>
      )}
    </CaseSection>
  );
}

function RequestRound({
  applicationId,
  request,
}: {
  readonly applicationId: string;
  readonly request: Correspondence;
}) {
  const headingId = `correspondence-${request.id}-heading`;
  const rows: SummaryRow[] = [
    { key: 'Status', value: <Tag colour={correspondenceColour(request.status)}>{request.statusLabel}</Tag> },
    {
      key: 'Sent',
      value: (
        <>
          <AtTime value={request.sentAt} /> by {request.sentByName}
        </>
      ),
    },
    { key: 'Answer by', value: <OnDate value={request.dueDate} /> },
    { key: 'Message', value: <span className="case-text">{request.message}</span> },
  ];
  if (request.documentsRequested.length > 0) {
    rows.push({
      key: 'Documents asked for',
      value: (
        <ul className="case-list">
          {request.documentsRequested.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ),
    });
  }
  const { response } = request;
  rows.push({
    key: 'Company’s answer',
    value: response ? (
      <>
        <p className="case-text">{response.text}</p>
        <DocumentList
          documents={response.documents}
          hrefOf={(document) => apiPaths.applicationDocument(applicationId, document.attachmentId)}
        />
        <p className="case-meta">
          Sent <AtTime value={response.respondedAt} /> by {response.respondedByName}
        </p>
      </>
    ) : (
      'Not answered yet'
    ),
  });
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId} className="case-item__title">
        Request {request.round}: {request.subject}
      </h3>
      <SummaryList rows={rows} />
    </article>
  );
}
