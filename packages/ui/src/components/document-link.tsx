import {
  ATTACHMENT_SCAN_STATUS_LABELS,
  AttachmentScanStatus,
  formatFileSize,
  isAttachmentDownloadable,
  type WorkflowDocument,
} from '@fsmis/domain';
import './document-link.css';

/**
 * A file given with a step (of an application, of a recognition): a download link once its virus scan has passed, otherwise its name and why
 * it cannot be downloaded yet.
 */
export function DocumentLink({
  href,
  document,
  label,
}: {
  readonly href: string;
  readonly document: WorkflowDocument;
  /** What the link says instead of the file name, e.g. "Download the report"; the file name follows. */
  readonly label?: string;
}) {
  const size = formatFileSize(document.fileSize);
  const details = size ? ` (${size})` : '';
  if (!isAttachmentDownloadable(document.scanStatus)) {
    const why =
      document.scanStatus === AttachmentScanStatus.pendingScan
        ? 'not available yet: we are checking it for viruses'
        : `cannot be downloaded (${ATTACHMENT_SCAN_STATUS_LABELS[document.scanStatus]})`;
    return (
      <span>
        {document.fileName}
        {details} – {why}
      </span>
    );
  }
  return (
    <a href={href} download>
      {label ? `${label}: ` : ''}
      {document.fileName}
      {details}
    </a>
  );
}

/** Several files as a list; nothing when there are none. */
export function DocumentList({
  documents,
  hrefOf,
}: {
  readonly documents: readonly WorkflowDocument[];
  readonly hrefOf: (document: WorkflowDocument) => string;
}) {
  if (documents.length === 0) return null;
  return (
    <ul className="document-list">
      {documents.map((document) => (
        <li key={document.attachmentId}>
          <DocumentLink href={hrefOf(document)} document={document} />
        </li>
      ))}
    </ul>
  );
}
