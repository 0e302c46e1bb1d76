import {
  type ApprovalDocument,
  type ApprovalDocumentVersion,
  CorrespondenceStatus,
  ReviewResponseStatus,
  stepRefusal,
} from '@fsmis/domain';
import { DocumentLink } from '@fsmis/ui/components/document-link';
import { Tag } from '@fsmis/ui/components/tag';
import { apiPaths } from '../../../../config/paths';
import type { ApplicationCase } from '../../api/get-application';
import { ReviewResponseForm } from '../forms/review-response-form';
import { AtTime, correspondenceColour, reviewResponseColour } from './workflow-display';

/** A document the company must answer now: its current version was sent for review and not yet answered. */
export function awaitsResponse(application: ApplicationCase, document: ApprovalDocument): boolean {
  const current = document.versions.at(-1);
  const { status, programme, category } = application;
  return (
    stepRefusal('company', 'respond-to-document', status, programme, category) === null &&
    current?.status === CorrespondenceStatus.sent &&
    (current.response === null || current.response.status === ReviewResponseStatus.pending)
  );
}

/** The approval documents, each with its versions and the company's responses; a form for each one due. */
export function ApprovalDocumentsSection({ application }: { readonly application: ApplicationCase }) {
  return (
    <section id="approval-documents" className="section" aria-labelledby="approval-documents-heading">
      <h2 id="approval-documents-heading">Approval documents</h2>
      <ul className="workflow-items">
        {application.workflow.approvalDocuments.map((document) => (
          <li key={document.id} className="workflow-item">
            <ApprovalDocumentItem application={application} document={document} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ApprovalDocumentItem({
  application,
  document,
}: {
  readonly application: ApplicationCase;
  readonly document: ApprovalDocument;
}) {
  const headingId = `approval-document-${document.id}-heading`;
  const current = document.versions.at(-1);
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId} className="workflow-item__title">
        {document.title}
      </h3>
      <p>
        Review: <Tag colour={reviewResponseColour(document.reviewStatus)}>{document.reviewStatusLabel}</Tag>
      </p>
      <ol className="workflow-attempts" aria-label={`Versions of ${document.title}`}>
        {document.versions.map((version) => (
          <li key={version.id}>
            <VersionItem
              applicationId={application.id}
              documentId={document.id}
              version={version}
              current={version === current}
            />
          </li>
        ))}
      </ol>
      {awaitsResponse(application, document) ? (
        <ReviewResponseForm application={application} document={document} />
      ) : null}
    </article>
  );
}

function VersionItem({
  applicationId,
  documentId,
  version,
  current,
}: {
  readonly applicationId: string;
  readonly documentId: string;
  readonly version: ApprovalDocumentVersion;
  /** The company's marked-up file can be downloaded for the current version only. */
  readonly current: boolean;
}) {
  const { response } = version;
  const answered = response !== null && response.status !== ReviewResponseStatus.pending;
  return (
    <>
      <p className="workflow-attempt__title">
        <strong>Version {version.version}</strong>{' '}
        <Tag colour={correspondenceColour(version.status)}>{version.statusLabel}</Tag>{' '}
        <span className="workflow-meta">
          Added <AtTime value={version.createdAt} />
        </span>
      </p>
      <p>
        <DocumentLink
          href={apiPaths.applicationApprovalDocumentVersion(applicationId, version.id)}
          document={version.document}
          label={`Download version ${version.version}`}
        />
      </p>
      {version.note ? <p className="workflow-text">{version.note}</p> : null}
      {answered && response ? (
        <div className="workflow-response">
          <p>
            Your response: <Tag colour={reviewResponseColour(response.status)}>{response.statusLabel}</Tag>
            {response.respondedAt ? (
              <span className="workflow-meta">
                {' '}
                <AtTime value={response.respondedAt} />
                {response.respondedByName ? ` by ${response.respondedByName}` : ''}
              </span>
            ) : null}
          </p>
          {response.comment ? <p className="workflow-text">{response.comment}</p> : null}
          {response.document ? (
            current ? (
              <DocumentLink
                href={apiPaths.applicationReviewResponse(applicationId, documentId)}
                document={response.document}
                label="Your marked-up copy"
              />
            ) : (
              <p>Your marked-up copy: {response.document.fileName}</p>
            )
          ) : null}
        </div>
      ) : null}
    </>
  );
}
