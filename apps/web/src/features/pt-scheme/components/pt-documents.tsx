import { AttachmentScanStatus, type PtDocument } from '@fsmis/domain';
import { DocumentList } from '@fsmis/ui/components/document-link';

/**
 * A round's documents as download links. The API lists only files that passed their virus scan, so each
 * is shown as downloadable.
 */
export function PtDocuments({
  documents,
  hrefOf,
  none,
}: {
  readonly documents: readonly PtDocument[];
  readonly hrefOf: (documentId: string) => string;
  /** What to say when there are none. */
  readonly none: string;
}) {
  if (documents.length === 0) return <p>{none}</p>;
  return (
    <DocumentList
      documents={documents.map((document) => ({
        attachmentId: document.id,
        fileName: document.fileName,
        fileSize: document.fileSize,
        uploadedAt: document.uploadedAt,
        scanStatus: AttachmentScanStatus.scanned,
      }))}
      hrefOf={(document) => hrefOf(document.attachmentId)}
    />
  );
}
