import type { OfficerApplicationCase } from '@fsmis/domain';
import { Breadcrumbs } from '@fsmis/ui/components/breadcrumbs';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { errorMessageOf, isHttpError } from '@fsmis/ui/lib/http-client';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { CaseActions } from '../actions/case-actions';
import { useApplication } from '../api/get-application';
import { AnswersSection } from '../components/answers-section';
import { ApprovalDocumentsSection } from '../components/approval-documents-section';
import { CaseContents } from '../components/case-contents';
import { CaseSummary } from '../components/case-summary';
import { CommentsSection } from '../components/comments-section';
import { CorrespondenceSection } from '../components/correspondence-section';
import { DocumentsSection } from '../components/documents-section';
import { FindingsSection } from '../components/findings-section';
import { InvoiceSection } from '../components/invoice-section';
import { TimelineSection } from '../components/timeline-section';
import { VerificationSection } from '../components/verification-section';
import '../components/case.css';

/** Back to the page of the queue the officer came from, with its filters, when the queue said so. */
export function queueHrefFrom(state: unknown): string {
  const returnTo =
    typeof state === 'object' && state !== null && 'returnTo' in state ? state.returnTo : undefined;
  const queue = paths.queue.href();
  return typeof returnTo === 'string' && (returnTo === queue || returnTo.startsWith(`${queue}?`))
    ? returnTo
    : queue;
}

/** Everything an officer reads about one application, section by section, with the actions they may take. */
export function CasePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const queueHref = queueHrefFrom(location.state);
  const application = useApplication(id);
  const status = isHttpError(application.error) ? application.error.status : null;
  return (
    <div className="console-container">
      <Breadcrumbs items={[{ label: 'Work queue', to: queueHref }]} />
      <PageHeading caption={application.data ? application.data.companyName : 'Application'}>
        {application.data ? `Application ${application.data.referenceNumber}` : 'Application'}
      </PageHeading>
      {application.isPending ? (
        <p role="status">Loading the application…</p>
      ) : status === 404 || status === 400 ? (
        <>
          <p className="lead">{errorMessageOf(application.error)}</p>
          <p>
            Check that the link is correct, or find the application in the{' '}
            <Link to={paths.queue.href()}>work queue</Link>.
          </p>
        </>
      ) : application.isError ? (
        <LoadProblem
          error={application.error}
          retrying={application.isFetching}
          onRetry={() => void application.refetch()}
        />
      ) : (
        <CaseView application={application.data} />
      )}
    </div>
  );
}

function CaseView({ application }: { readonly application: OfficerApplicationCase }) {
  const { workflow } = application;
  return (
    <>
      <CaseContents />
      <CaseSummary application={application} />
      <CaseActions application={application} />
      <AnswersSection application={application} />
      <DocumentsSection application={application} />
      <TimelineSection applicationId={application.id} events={workflow.timeline} />
      <CorrespondenceSection applicationId={application.id} rounds={workflow.correspondence} />
      <VerificationSection
        applicationId={application.id}
        status={application.status}
        verification={workflow.verification}
      />
      <FindingsSection applicationId={application.id} findings={workflow.findings} />
      <ApprovalDocumentsSection
        applicationId={application.id}
        status={application.status}
        documents={workflow.approvalDocuments}
        acceptance={workflow.acceptance}
      />
      <InvoiceSection applicationId={application.id} invoice={workflow.invoice} />
      <CommentsSection comments={workflow.comments} />
    </>
  );
}
