import type { OfficerApplicationCase } from '@fsmis/domain';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { type ActionFormProps, ActionPanel, ClosedAction } from './action-panel';
import { clearActionSuccess, useActionSuccess } from './api/action-success';
import { availableActions, type CaseActionKind } from './available-actions';
import { ApprovalDocumentForm } from './forms/approval-document-form';
import { ApprovalDocumentsReadyForm } from './forms/approval-documents-ready-form';
import { ApprovalVersionForm } from './forms/approval-version-form';
import { ApproveForm } from './forms/approve-form';
import { CommentForm } from './forms/comment-form';
import { CorrectiveActionReviewForm } from './forms/corrective-action-review-form';
import { DocumentaryReviewForm } from './forms/documentary-review-form';
import { EndApplicationForm } from './forms/end-application-form';
import { IssueInvoiceForm } from './forms/issue-invoice-form';
import { RecogniseForm } from './forms/recognise-form';
import { RecordPaymentForm } from './forms/record-payment-form';
import { RequestInformationForm } from './forms/request-information-form';
import { ScheduleVerificationForm } from './forms/schedule-verification-form';
import { SendForSigningForm } from './forms/send-for-signing-form';
import { VerificationOutcomeForm } from './forms/verification-outcome-form';
import { VerificationReportForm } from './forms/verification-report-form';
import './case-actions.css';

/** The form of each action. */
function ActionFormOf({
  kind,
  application,
  controls,
}: ActionFormProps & { readonly kind: CaseActionKind }): ReactNode {
  const props = { application, controls };
  switch (kind) {
    case 'request-information':
      return <RequestInformationForm {...props} />;
    case 'schedule-verification':
      return <ScheduleVerificationForm {...props} />;
    case 'verification-report':
      return <VerificationReportForm {...props} />;
    case 'verification-outcome':
      return <VerificationOutcomeForm {...props} />;
    case 'corrective-action-review':
      return <CorrectiveActionReviewForm {...props} />;
    case 'approval-document':
      return <ApprovalDocumentForm {...props} />;
    case 'approval-version':
      return <ApprovalVersionForm {...props} />;
    case 'documentary-review':
      return <DocumentaryReviewForm {...props} />;
    case 'approval-documents-ready':
      return <ApprovalDocumentsReadyForm {...props} />;
    case 'issue-invoice':
      return <IssueInvoiceForm {...props} />;
    case 'record-payment':
      return application.workflow.invoice ? (
        <RecordPaymentForm {...props} invoice={application.workflow.invoice} />
      ) : null;
    case 'approve':
      return <ApproveForm {...props} />;
    case 'send-for-signing':
      return <SendForSigningForm {...props} />;
    case 'recognise':
      return <RecogniseForm {...props} />;
    case 'comment':
      return <CommentForm {...props} />;
    case 'void':
    case 'withdraw':
    case 'close':
      return <EndApplicationForm {...props} ending={kind} />;
  }
}

/**
 * Every officer action on one application, as the case view offers it from the API's list: the actions
 * open now, each a form behind its own disclosure, and those of its status the records do not yet
 * allow, each with the API's reason. After a step the API's message shows
 * here, and takes focus, while the case around it shows the application as it now stands.
 */
export function CaseActions({ application }: { readonly application: OfficerApplicationCase }) {
  const actions = availableActions(application);
  const success = useActionSuccess(application.id);
  const queryClient = useQueryClient();
  const banner = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on each new message (its time), not on each render
  useEffect(() => {
    if (success) banner.current?.focus();
  }, [success?.at]);
  // The message belongs to this visit of the case.
  useEffect(() => () => clearActionSuccess(queryClient, application.id), [queryClient, application.id]);

  return (
    <section id="actions" className="case-actions" aria-labelledby="case-actions-heading">
      <h2 id="case-actions-heading" className="case-actions__heading">
        Actions
      </h2>
      {success ? (
        <div ref={banner} tabIndex={-1} className="case-actions__banner">
          <NotificationBanner variant="success">
            <p className="case-actions__banner-text">{success.text}</p>
          </NotificationBanner>
        </div>
      ) : null}
      {actions.length === 0 ? (
        <p>There is nothing more to do on this application: it is {application.statusLabel}.</p>
      ) : (
        <>
          <p className="case-actions__intro">
            What you can do while the application is in {application.statusLabel}. Choose an action to open
            its form.
          </p>
          <div className="case-actions__list">
            {actions.map((action) =>
              action.open ? (
                <ActionPanel key={`${action.kind}:${application.status}`} title={action.title}>
                  {(controls) => (
                    <ActionFormOf kind={action.kind} application={application} controls={controls} />
                  )}
                </ActionPanel>
              ) : (
                <ClosedAction key={`${action.kind}:${application.status}`} title={action.title}>
                  {action.reason}
                </ClosedAction>
              ),
            )}
          </div>
        </>
      )}
    </section>
  );
}
