import {
  ATTACHMENT_SCAN_STATUS_LABELS,
  formatFileSize,
  isAttachmentDownloadable,
  type OfficerApplicationCase,
} from '@fsmis/domain';
import { CompanyText } from '@fsmis/ui/components/company-text';
import { DataTable } from '@fsmis/ui/components/data-table';
import { AtTime } from '@fsmis/ui/workflow/workflow-display';
import { apiPaths } from '../../../config/paths';
import { type CaseDocument, caseDocuments } from '../utils/case-documents';
import { CaseSection } from './case-section';

const COLUMNS = ['File', 'What it is', 'From', 'Added'] as const;

/** Every file of the application in one list, each with what it is, who gave it and when. */
export function DocumentsSection({ application }: { readonly application: OfficerApplicationCase }) {
  const documents = caseDocuments(application);
  return (
    <CaseSection id="documents">
      {documents.length === 0 ? (
        <p>No files have been given with this application.</p>
      ) : (
        <DataTable
          captionId="documents-caption"
          caption="Files of the application"
          columns={COLUMNS}
          rows={documents}
        >
          {(document) => (
            <tr key={`${document.attachmentId}:${document.purpose}`}>
              <td className="table__cell workflow-text">
                <FileLink applicationId={application.id} document={document} />
              </td>
              <td className="table__cell workflow-text">{document.purpose}</td>
              <td className="table__cell">{document.from === 'company' ? 'Company' : 'Regulator'}</td>
              <td className="table__cell table__cell--nowrap">
                {document.addedAt ? <AtTime value={document.addedAt} /> : 'Not known'}
              </td>
            </tr>
          )}
        </DataTable>
      )}
    </CaseSection>
  );
}

/** A download once the file's virus scan has passed; otherwise its name and why it cannot be had. */
function FileLink({
  applicationId,
  document,
}: {
  readonly applicationId: string;
  readonly document: CaseDocument;
}) {
  const size = document.fileSize === null ? '' : formatFileSize(document.fileSize);
  const details = size ? ` (${size})` : '';
  if (!isAttachmentDownloadable(document.scanStatus)) {
    return (
      <span>
        <CompanyText text={document.fileName} />
        {details}: not available ({ATTACHMENT_SCAN_STATUS_LABELS[document.scanStatus]})
      </span>
    );
  }
  return (
    <a href={apiPaths.applicationDocument(applicationId, document.attachmentId)} download>
      <CompanyText text={document.fileName} />
      {details}
    </a>
  );
}
