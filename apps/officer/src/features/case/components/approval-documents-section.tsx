import {
  type ApplicationStatus,
  type ApplicationWorkflow,
  type ApprovalDocument,
  isDeclarationOfAcceptanceVisible,
} from '@fsmis/domain';
import { type ApprovalDocumentLinks, ApprovalDocumentList } from '@fsmis/ui/workflow/approval-document-list';
import { SignedDeclaration } from '@fsmis/ui/workflow/signed-declaration';
import { apiPaths } from '../../../config/paths';
import { CaseSection } from './case-section';

/** An officer downloads every file of the application, each version and marked-up copy, by its attachment. */
const officerLinks = (applicationId: string): ApprovalDocumentLinks => ({
  version: ({ version }) => apiPaths.applicationDocument(applicationId, version.document.attachmentId),
  markedUp: (copy) => apiPaths.applicationDocument(applicationId, copy.attachmentId),
});

/**
 * The approval and review documents, each with all its versions (the last is current) and the
 * company's response to each; then the declaration of acceptance, throughout the approval stage
 * (docs/requirements.md §4) and after it once signed.
 */
export function ApprovalDocumentsSection({
  applicationId,
  status,
  documents,
  acceptance,
}: {
  readonly applicationId: string;
  readonly status: ApplicationStatus;
  readonly documents: readonly ApprovalDocument[];
  readonly acceptance: ApplicationWorkflow['acceptance'];
}) {
  return (
    <CaseSection id="approval-documents">
      <ApprovalDocumentList documents={documents} reader="officer" links={officerLinks(applicationId)} />
      {isDeclarationOfAcceptanceVisible(status, acceptance !== null) ? (
        <section aria-labelledby="acceptance-heading">
          <h3 id="acceptance-heading" className="workflow-item__title">
            Declaration of acceptance
          </h3>
          {acceptance ? (
            <SignedDeclaration signature={acceptance} />
          ) : (
            <p>The company has not signed the declaration yet.</p>
          )}
        </section>
      ) : null}
    </CaseSection>
  );
}
