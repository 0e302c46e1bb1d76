import {
  ATTACHMENT_SCAN_STATUS_LABELS,
  formatFileSize,
  isAttachmentDownloadable,
  type OfficerApplicationCase,
} from '@fsmis/domain';
import { TableRegion } from '@fsmis/ui/components/table';
import { AtTime } from '@fsmis/ui/workflow/workflow-display';
import { apiPaths } from '../../../config/paths';
import { type CaseDocument, caseDocuments } from '../utils/case-documents';
import { CaseSection } from './case-section';

/** Every file of the application in one list, each with what it is, who gave it and when. */
export function DocumentsSection({ application }: { readonly application: OfficerApplicationCase }) {
  const documents = caseDocuments(application);
  return (
    <CaseSection id="documents">
      {documents.length === 0 ? (
        <p>No files have been given with this application.</p>
      ) : (
        <TableRegion labelledBy="documents-caption">
          <table className="table">
            <caption id="documents-caption" className="visually-hidden">
              Files of the application
            </caption>
            <thead>
              <tr>
                <th scope="col" className="table__header">
                  File
                </th>
                <th scope="col" className="table__header">
                  What it is
                </th>
                <th scope="col" className="table__header">
                  From
                </th>
                <th scope="col" className="table__header">
                  Added
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document) => (
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
              ))}
            </tbody>
          </table>
        </TableRegion>
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
        {document.fileName}
        {details}: not available ({ATTACHMENT_SCAN_STATUS_LABELS[document.scanStatus]})
      </span>
    );
  }
  return (
    <a href={apiPaths.applicationDocument(applicationId, document.attachmentId)} download>
      {document.fileName}
      {details}
    </a>
  );
}
