import type { Correspondence, WorkflowDocument } from '@fsmis/domain';
import type { ReactNode } from 'react';
import { DocumentList } from '../components/document-link';
import { SummaryList, type SummaryRow } from '../components/summary-list';
import { Tag } from '../components/tag';
import { AtTime, OnDate, type RecordReader, requestColour } from './workflow-display';
import './workflow-records.css';

/** The company's answer, as the reader names it; an officer also sees that none has come yet. */
const ANSWER: Readonly<Record<RecordReader, { readonly key: string; readonly none: string | null }>> = {
  company: { key: 'Your answer', none: null },
  officer: { key: 'Company’s answer', none: 'Not answered yet' },
};

/**
 * Every round of request for information, with the company's answer to each; `after` adds what
 * follows a round (a form to answer it).
 */
export function RequestRounds({
  rounds,
  reader,
  documentHref,
  after,
}: {
  readonly rounds: readonly Correspondence[];
  readonly reader: RecordReader;
  /** Where the reader downloads a file the company gave with its answer. */
  readonly documentHref: (document: WorkflowDocument) => string;
  readonly after?: (request: Correspondence) => ReactNode;
}) {
  if (rounds.length === 0) return <p>No request for information has been sent.</p>;
  return (
    <ol className="workflow-items">
      {rounds.map((request) => {
        const headingId = `correspondence-${request.id}-heading`;
        return (
          <li key={request.id} className="workflow-item">
            <article aria-labelledby={headingId}>
              <h3 id={headingId} className="workflow-item__title">
                Request {request.round}: {request.subject}
              </h3>
              <SummaryList rows={requestRows(request, reader, documentHref)} />
              {after?.(request)}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

function requestRows(
  request: Correspondence,
  reader: RecordReader,
  documentHref: (document: WorkflowDocument) => string,
): SummaryRow[] {
  const rows: SummaryRow[] = [
    { key: 'Status', value: <Tag colour={requestColour(request.status)}>{request.statusLabel}</Tag> },
    {
      key: 'Sent',
      value: (
        <>
          <AtTime value={request.sentAt} /> by {request.sentByName}
        </>
      ),
    },
    { key: 'Answer by', value: <OnDate value={request.dueDate} /> },
    { key: 'Message', value: <span className="workflow-text">{request.message}</span> },
  ];
  if (request.documentsRequested.length > 0) {
    rows.push({
      key: 'Documents asked for',
      value: (
        <ul className="workflow-list">
          {request.documentsRequested.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ),
    });
  }
  const { response } = request;
  const answer = ANSWER[reader];
  if (response) {
    rows.push({
      key: answer.key,
      value: (
        <>
          <p className="workflow-text">{response.text}</p>
          <DocumentList documents={response.documents} hrefOf={documentHref} />
          <p className="workflow-meta">
            Sent <AtTime value={response.respondedAt} /> by {response.respondedByName}
          </p>
        </>
      ),
    });
  } else if (answer.none) {
    rows.push({ key: answer.key, value: answer.none });
  }
  return rows;
}
