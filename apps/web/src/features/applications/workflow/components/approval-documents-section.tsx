import {
  type ApprovalDocument,
  CorrespondenceStatus,
  isCaseActionOpen,
  ReviewResponseStatus,
} from '@fsmis/domain';
import { type ApprovalDocumentLinks, ApprovalDocumentList } from '@fsmis/ui/workflow/approval-document-list';
import { apiPaths } from '../../../../config/paths';
import type { ApplicationCase } from '../../api/get-application';
import { ReviewResponseForm } from '../forms/review-response-form';

/** A document the company must answer now: its current version was sent for review and not yet answered. */
export function awaitsResponse(application: ApplicationCase, document: ApprovalDocument): boolean {
  const current = document.versions.at(-1);
  return (
    isCaseActionOpen(application.workflow.actions, 'respond-to-document') &&
    current?.status === CorrespondenceStatus.sent &&
    (current.response === null || current.response.status === ReviewResponseStatus.pending)
  );
}

/** The company's links: each version by its id; the marked-up copy of the current version only. */
const companyLinks = (applicationId: string): ApprovalDocumentLinks => ({
  version: ({ version }) => apiPaths.applicationApprovalDocumentVersion(applicationId, version.id),
  markedUp: (_copy, { document, current }) =>
    current ? apiPaths.applicationReviewResponse(applicationId, document.id) : null,
});

/** The approval documents, each with its versions and the company's responses; a form for each one due. */
export function ApprovalDocumentsSection({ application }: { readonly application: ApplicationCase }) {
  return (
    <section id="approval-documents" className="section" aria-labelledby="approval-documents-heading">
      <h2 id="approval-documents-heading">Approval documents</h2>
      <ApprovalDocumentList
        documents={application.workflow.approvalDocuments}
        reader="company"
        links={companyLinks(application.id)}
        after={(document) =>
          awaitsResponse(application, document) ? (
            <ReviewResponseForm application={application} document={document} />
          ) : null
        }
      />
    </section>
  );
}
