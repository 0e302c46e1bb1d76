import { type Correspondence, CorrespondenceStatus } from '@fsmis/domain';
import { DocumentList } from '@fsmis/ui/components/document-link';
import { SummaryList, type SummaryRow } from '@fsmis/ui/components/summary-list';
import { Tag } from '@fsmis/ui/components/tag';
import { apiPaths } from '../../../../config/paths';
import type { ApplicationCase } from '../../api/get-application';
import { AnswerRequestForm } from '../forms/answer-request-form';
import { AtTime, correspondenceColour, OnDate } from './workflow-display';

/** The round the company may answer now: sent, not yet answered, while the application waits for it. */
export function isOpenRequest(application: ApplicationCase, request: Correspondence): boolean {
  return (
    request.status === CorrespondenceStatus.sent &&
    request.response === null &&
    application.workflow.actions.includes('more-info-provided')
  );
}

/** Every round of request for information, each with the company's answer; the open one with its form. */
export function CorrespondenceSection({ application }: { readonly application: ApplicationCase }) {
  const rounds = application.workflow.correspondence;
  return (
    <section id="correspondence" className="section" aria-labelledby="correspondence-heading">
      <h2 id="correspondence-heading">Requests for information</h2>
      <ol className="workflow-items">
        {rounds.map((request) => (
          <li key={request.id} className="workflow-item">
            <RequestRound application={application} request={request} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function RequestRound({
  application,
  request,
}: {
  readonly application: ApplicationCase;
  readonly request: Correspondence;
}) {
  const headingId = `correspondence-${request.id}-heading`;
  const rows: SummaryRow[] = [
    {
      key: 'Status',
      value: <Tag colour={correspondenceColour(request.status)}>{request.statusLabel}</Tag>,
    },
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
  if (response) {
    rows.push({
      key: 'Your answer',
      value: (
        <>
          <p className="workflow-text">{response.text}</p>
          <DocumentList
            documents={response.documents}
            hrefOf={(document) => apiPaths.applicationDocument(application.id, document.attachmentId)}
          />
          <p className="workflow-meta">
            Sent <AtTime value={response.respondedAt} /> by {response.respondedByName}
          </p>
        </>
      ),
    });
  }
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId} className="workflow-item__title">
        Request {request.round}: {request.subject}
      </h3>
      <SummaryList rows={rows} />
      {isOpenRequest(application, request) ? (
        <AnswerRequestForm application={application} request={request} />
      ) : null}
    </article>
  );
}
