import { AttachmentScanStatus, formatMoment } from '@fsmis/domain';
import { DataTable } from '@fsmis/ui/components/data-table';
import { DocumentLink } from '@fsmis/ui/components/document-link';
import { Tag } from '@fsmis/ui/components/tag';
import { apiPaths } from '../../../config/paths';
import type { TermsDocument } from '../api/get-terms-documents';

const COLUMNS = ['Version', 'Title', 'File', 'Published', 'Published by'] as const;

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
    <DataTable
      captionId="terms-documents-caption"
      caption={caption}
      columns={COLUMNS}
      rows={documents}
      busy={busy}
      className="table--sticky-first"
    >
      {(document) => (
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
            <time dateTime={document.publishedAt}>{formatMoment(document.publishedAt)}</time>
          </td>
          <td className="table__cell">{document.publishedBy.name}</td>
        </tr>
      )}
    </DataTable>
  );
}
