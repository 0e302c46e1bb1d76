import {
  type ApprovalDocument,
  type ApprovalDocumentVersion,
  CorrespondenceStatus,
  ReviewResponseStatus,
  type WorkflowDocument,
} from '@fsmis/domain';
import type { ReactNode } from 'react';
import { DocumentLink } from '../components/document-link';
import { Tag } from '../components/tag';
import { AtTime, correspondenceColour, type RecordReader, reviewResponseColour } from './workflow-display';
import './workflow-records.css';

const WORDING: Readonly<
  Record<
    RecordReader,
    { readonly response: string; readonly markedUp: string; readonly awaiting: string | null }
  >
> = {
  company: { response: 'Your response', markedUp: 'Your marked-up copy', awaiting: null },
  officer: {
    response: 'Company’s response',
    markedUp: 'The company’s marked-up copy',
    awaiting: 'Awaiting the company’s response.',
  },
};

/** A version of a document, where the list shows it. */
export type VersionPlace = {
  readonly document: ApprovalDocument;
  readonly version: ApprovalDocumentVersion;
  /** The last version of its document. */
  readonly current: boolean;
};

/** Where the reader downloads a version's file, and the company's marked-up copy of it. */
export type ApprovalDocumentLinks = {
  readonly version: (place: VersionPlace) => string;
  /** Null where the copy cannot be downloaded: only its name is shown. */
  readonly markedUp: (copy: WorkflowDocument, place: VersionPlace) => string | null;
};

/**
 * The approval and review documents, each with all its versions (the last is current) and the
 * company's response to each; `after` adds what follows a document's versions (a form to answer it).
 */
export function ApprovalDocumentList({
  documents,
  reader,
  links,
  after,
}: {
  readonly documents: readonly ApprovalDocument[];
  readonly reader: RecordReader;
  readonly links: ApprovalDocumentLinks;
  readonly after?: (document: ApprovalDocument) => ReactNode;
}) {
  if (documents.length === 0) return <p>No approval or review document has been added.</p>;
  return (
    <ul className="workflow-items">
      {documents.map((document) => {
        const headingId = `approval-document-${document.id}-heading`;
        const current = document.versions.at(-1);
        return (
          <li key={document.id} className="workflow-item">
            <article aria-labelledby={headingId}>
              <h3 id={headingId} className="workflow-item__title">
                {document.title}
              </h3>
              <p>
                Review:{' '}
                <Tag colour={reviewResponseColour(document.reviewStatus)}>{document.reviewStatusLabel}</Tag>
              </p>
              <ol className="workflow-attempts" aria-label={`Versions of ${document.title}`}>
                {document.versions.map((version) => (
                  <li key={version.id}>
                    <VersionItem
                      place={{ document, version, current: version === current }}
                      reader={reader}
                      links={links}
                    />
                  </li>
                ))}
              </ol>
              {after?.(document)}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

function VersionItem({
  place,
  reader,
  links,
}: {
  readonly place: VersionPlace;
  readonly reader: RecordReader;
  readonly links: ApprovalDocumentLinks;
}) {
  const wording = WORDING[reader];
  const { version } = place;
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
          href={links.version(place)}
          document={version.document}
          label={`Download version ${version.version}`}
        />
      </p>
      {version.note ? <p className="workflow-text">{version.note}</p> : null}
      {answered && response ? (
        <div className="workflow-response">
          <p>
            {wording.response}:{' '}
            <Tag colour={reviewResponseColour(response.status)}>{response.statusLabel}</Tag>
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
            <MarkedUpCopy
              copy={response.document}
              href={links.markedUp(response.document, place)}
              label={wording.markedUp}
            />
          ) : null}
        </div>
      ) : version.status === CorrespondenceStatus.sent && wording.awaiting ? (
        <p className="workflow-meta">{wording.awaiting}</p>
      ) : null}
    </>
  );
}

function MarkedUpCopy({
  copy,
  href,
  label,
}: {
  readonly copy: WorkflowDocument;
  readonly href: string | null;
  readonly label: string;
}) {
  return href === null ? (
    <p>
      {label}: {copy.fileName}
    </p>
  ) : (
    <DocumentLink href={href} document={copy} label={label} />
  );
}
