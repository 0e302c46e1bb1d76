import { AttachmentScanStatus, formatDate } from '@fsmis/domain';
import { DocumentLink } from '@fsmis/ui/components/document-link';
import { TableRegion } from '@fsmis/ui/components/table';
import { Tag } from '@fsmis/ui/components/tag';
import { apiPaths } from '../../../config/paths';
import type { TermsDocument } from '../api/get-terms-documents';

/** A version's PDF as a download; it passed its virus check before it was published. */
function TermsFileLink({ document }: { readonly document: TermsDocument }) {
  return (
    <DocumentLink
      href={apiPaths.termsDocument(document.id)}
      document={{
        attachmentId: document.id,
        fileName: document.fileName,
        fileSize: document.fileSize,
        scanStatus: AttachmentScanStatus.scanned,
        uploadedAt: document.publishedAt,
      }}
    />
  );
}

/** The published versions, newest first; the newest of each programme is the one companies are sent. */
export function TermsDocumentsTable({
  documents,
  currentIds,
  busy,
  caption,
}: {
  readonly documents: readonly TermsDocument[];
  /** The ids of each programme's newest version. */
  readonly currentIds: ReadonlySet<string>;
  readonly busy: boolean;
  readonly caption: string;
}) {
  return (
    <TableRegion labelledBy="terms-documents-caption" busy={busy}>
      <table className="table table--sticky-first">
        <caption className="visually-hidden" id="terms-documents-caption">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="table__header">
              Version
            </th>
            <th scope="col" className="table__header">
              Title
            </th>
            <th scope="col" className="table__header">
              File
            </th>
            <th scope="col" className="table__header">
              Published
            </th>
            <th scope="col" className="table__header">
              Published by
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id}>
              <th scope="row" className="table__cell table__cell--nowrap">
                {document.applicationType.label} version {document.version}
                {currentIds.has(document.id) ? (
                  <>
                    {' '}
                    <Tag colour="green">Current</Tag>
                  </>
                ) : null}
              </th>
              <td className="table__cell">{document.title}</td>
              <td className="table__cell">
                <TermsFileLink document={document} />
              </td>
              <td className="table__cell table__cell--nowrap">
                <time dateTime={document.publishedAt}>
                  {formatDate(document.publishedAt, 'dd MMM yyyy HH:mm:ss')}
                </time>
              </td>
              <td className="table__cell">{document.publishedBy.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
