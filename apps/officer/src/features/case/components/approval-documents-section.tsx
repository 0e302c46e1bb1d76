import {
  type ApplicationWorkflow,
  type ApprovalDocument,
  type ApprovalDocumentVersion,
  CorrespondenceStatus,
  ReviewResponseStatus,
} from '@fsmis/domain';
import { DocumentLink } from '@fsmis/ui/components/document-link';
import { Tag } from '@fsmis/ui/components/tag';
import { apiPaths } from '../../../config/paths';
import { AtTime, CaseSection, correspondenceColour, reviewResponseColour } from './case-display';

/**
 * The approval and review documents, each with all its versions (the last is current) and the
 * company's response to each; then the declaration of acceptance once signed.
 */
export function ApprovalDocumentsSection({
  applicationId,
  documents,
  acceptance,
}: {
  readonly applicationId: string;
  readonly documents: readonly ApprovalDocument[];
  readonly acceptance: ApplicationWorkflow['acceptance'];
}) {
  return (
    <CaseSection id="approval-documents">
      {documents.length === 0 ? (
        <p>No approval or review document has been added.</p>
      ) : (
        <ul className="case-items">
          {documents.map((document) => (
            <li key={document.id} className="case-item">
              <ApprovalDocumentItem applicationId={applicationId} document={document} />
            </li>
          ))}
        </ul>
      )}
      {acceptance ? (
        <section aria-labelledby="acceptance-heading">
          <h3 id="acceptance-heading" className="case-item__title">
            Declaration of acceptance
          </h3>
          <p>
            Signed by {acceptance.signerName} on <AtTime value={acceptance.signedAt} />.
          </p>
          {acceptance.statements.length > 0 ? (
            <ul className="case-list">
              {acceptance.statements.map((statement) => (
                <li key={statement}>{statement}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </CaseSection>
  );
}

function ApprovalDocumentItem({
  applicationId,
  document,
}: {
  readonly applicationId: string;
  readonly document: ApprovalDocument;
}) {
  const headingId = `approval-document-${document.id}-heading`;
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId} className="case-item__title">
        {document.title}
      </h3>
      <p>
        Review: <Tag colour={reviewResponseColour(document.reviewStatus)}>{document.reviewStatusLabel}</Tag>
      </p>
      <ol className="case-attempts" aria-label={`Versions of ${document.title}`}>
        {document.versions.map((version) => (
          <li key={version.id}>
            <VersionItem applicationId={applicationId} version={version} />
          </li>
        ))}
      </ol>
    </article>
  );
}

function VersionItem({
  applicationId,
  version,
}: {
  readonly applicationId: string;
  readonly version: ApprovalDocumentVersion;
}) {
  const { response } = version;
  const answered = response !== null && response.status !== ReviewResponseStatus.pending;
  const hrefOf = (attachmentId: string) => apiPaths.applicationDocument(applicationId, attachmentId);
  return (
    <>
      <p className="case-attempt__title">
        <strong>Version {version.version}</strong>{' '}
        <Tag colour={correspondenceColour(version.status)}>{version.statusLabel}</Tag>{' '}
        <span className="case-meta">
          Added <AtTime value={version.createdAt} />
        </span>
      </p>
      <p>
        <DocumentLink
          href={hrefOf(version.document.attachmentId)}
          document={version.document}
          label={`Download version ${version.version}`}
        />
      </p>
      {version.note ? <p className="case-text">{version.note}</p> : null}
      {answered && response ? (
        <div className="case-response">
          <p>
            Company’s response:{' '}
            <Tag colour={reviewResponseColour(response.status)}>{response.statusLabel}</Tag>
            {response.respondedAt ? (
              <span className="case-meta">
                {' '}
                <AtTime value={response.respondedAt} />
                {response.respondedByName ? ` by ${response.respondedByName}` : ''}
              </span>
            ) : null}
          </p>
          {response.comment ? <p className="case-text">{response.comment}</p> : null}
          {response.document ? (
            <DocumentLink
              href={hrefOf(response.document.attachmentId)}
              document={response.document}
              label="The company’s marked-up copy"
            />
          ) : null}
        </div>
      ) : version.status === CorrespondenceStatus.sent ? (
        <p className="case-meta">Awaiting the company’s response.</p>
      ) : null}
    </>
  );
}
