import {
  areApprovalDocumentsVisible,
  areCorrectiveActionsVisible,
  areFindingsVisible,
  isBeyondReview,
  isCaseActionOpen,
  isDeclarationOfAcceptanceVisible,
  isSubmitted,
} from '@fsmis/domain';
import { Fragment, type ReactNode } from 'react';
import type { ApplicationCase } from '../../api/get-application';
import { AcceptanceSection } from './acceptance-section';
import { ApprovalDocumentsSection } from './approval-documents-section';
import { CommentsSection, mayComment } from './comments-section';
import { CorrectiveActionsSection } from './corrective-actions-section';
import { CorrespondenceSection } from './correspondence-section';
import { FindingsSection } from './findings-section';
import { InvoiceSection } from './invoice-section';
import { SiteVerificationSection } from './site-verification-section';
import { TimelineSection } from './timeline-section';

export type WorkflowSectionId =
  | 'correspondence'
  | 'site-verification'
  | 'findings'
  | 'corrective-actions'
  | 'approval-documents'
  | 'declaration'
  | 'invoice'
  | 'comments'
  | 'timeline';

/** Whether the company owes corrective actions now (the API's list of actions). */
function draftsCorrectiveActions(application: ApplicationCase): boolean {
  return isCaseActionOpen(application.workflow.actions, 'save-corrective-action');
}

/**
 * The sections of the workflow the page shows, in page order: each when its status group allows it
 * (docs/requirements.md §4) and it has something to show, or a form the company may use now.
 */
export function visibleSections(application: ApplicationCase): readonly WorkflowSectionId[] {
  if (!isSubmitted(application.status)) return [];
  const { status, workflow } = application;
  const { findings } = workflow;
  const shown: Record<WorkflowSectionId, boolean> = {
    correspondence: workflow.correspondence.length > 0,
    'site-verification': isBeyondReview(status) && workflow.verification !== null,
    findings: areFindingsVisible(status) && findings.length > 0,
    'corrective-actions':
      areCorrectiveActionsVisible(status) &&
      findings.length > 0 &&
      (draftsCorrectiveActions(application) ||
        findings.some((finding) => finding.correctiveActions.length > 0)),
    'approval-documents': areApprovalDocumentsVisible(status) && workflow.approvalDocuments.length > 0,
    declaration:
      isDeclarationOfAcceptanceVisible(status, workflow.acceptance !== null) &&
      (workflow.acceptance !== null || isCaseActionOpen(workflow.actions, 'declaration-signature')),
    invoice: workflow.invoice !== null,
    comments: workflow.comments.length > 0 || mayComment(application),
    timeline: workflow.timeline.length > 0,
  };
  return (Object.keys(shown) as WorkflowSectionId[]).filter((id) => shown[id]);
}

/** Everything after submission, section by section. */
export function WorkflowSections({ application }: { readonly application: ApplicationCase }) {
  const { workflow } = application;
  const render: Record<WorkflowSectionId, () => ReactNode> = {
    correspondence: () => <CorrespondenceSection application={application} />,
    'site-verification': () =>
      workflow.verification ? (
        <SiteVerificationSection applicationId={application.id} verification={workflow.verification} />
      ) : null,
    findings: () => <FindingsSection application={application} />,
    'corrective-actions': () => (
      <CorrectiveActionsSection application={application} showForm={draftsCorrectiveActions(application)} />
    ),
    'approval-documents': () => <ApprovalDocumentsSection application={application} />,
    declaration: () => <AcceptanceSection application={application} />,
    invoice: () =>
      workflow.invoice ? <InvoiceSection applicationId={application.id} invoice={workflow.invoice} /> : null,
    comments: () => <CommentsSection application={application} />,
    timeline: () => <TimelineSection events={workflow.timeline} />,
  };
  return (
    <>
      {visibleSections(application).map((id) => (
        <Fragment key={id}>{render[id]()}</Fragment>
      ))}
    </>
  );
}
