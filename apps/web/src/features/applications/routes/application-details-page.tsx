import { ApplicationStatus, formatMoment } from '@fsmis/domain';
import { Breadcrumbs } from '@fsmis/ui/components/breadcrumbs';
import { ButtonLink } from '@fsmis/ui/components/button-link';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { Tag } from '@fsmis/ui/components/tag';
import { errorMessageOf, isHttpError } from '@fsmis/ui/lib/http-client';
import { AnswersSummary } from '@fsmis/ui/workflow/answers-summary';
import { Link, useLocation, useParams } from 'react-router';
import { apiPaths, paths } from '../../../config/paths';
import { type ApplicationCase, useApplication } from '../api/get-application';
import { answersLinks, formHref } from '../components/form-location';
import { ApplicationOutcome } from '../workflow/components/application-outcome';
import { CompanyTasksPanel } from '../workflow/components/company-tasks-panel';
import { WorkflowSections } from '../workflow/components/workflow-sections';
import { WorkflowSuccessBanner } from '../workflow/components/workflow-success-banner';
import '../components/application-form.css';
import '../workflow/components/workflow.css';

/**
 * Where the Dashboard link leads: back to the page of the applications table the user came from, with
 * its filters, when they came from there (the table passes it in the link's state).
 */
function dashboardHrefFrom(state: unknown): string {
  const returnTo =
    typeof state === 'object' && state !== null && 'returnTo' in state ? state.returnTo : undefined;
  const dashboard = paths.dashboard.href();
  return typeof returnTo === 'string' && (returnTo === dashboard || returnTo.startsWith(`${dashboard}?`))
    ? returnTo
    : dashboard;
}

/**
 * The page's heading says which application it is: its reference, under its programme and type ("LRP
 * Renewal application"); until it is read, what the page is about.
 */
function ApplicationHeading({
  application,
  notFound,
}: {
  readonly application: ApplicationCase | undefined;
  readonly notFound: boolean;
}) {
  if (notFound) return <PageHeading>Application not found</PageHeading>;
  if (!application) return <PageHeading>Your application</PageHeading>;
  return (
    <PageHeading caption={`${application.programmeLabel} ${application.categoryLabel} application`}>
      {application.referenceNumber}
    </PageHeading>
  );
}

/** One of the company's applications (the route has checked that its id is a GUID). */
export function ApplicationDetailsPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const dashboardHref = dashboardHrefFrom(location.state);
  const application = useApplication(id);
  const notFound = isHttpError(application.error) && application.error.status === 404;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Dashboard', to: dashboardHref }]} />
      <ApplicationHeading application={application.data} notFound={notFound} />
      <WorkflowSuccessBanner applicationId={id} />
      {application.isPending ? (
        <p role="status">Loading the application…</p>
      ) : notFound ? (
        <>
          <p className="lead">{errorMessageOf(application.error)}</p>
          <p>
            Check that the link is correct, or find the application in{' '}
            <Link to={paths.dashboard.href()}>your applications on the Dashboard</Link>.
          </p>
        </>
      ) : application.isError ? (
        <LoadProblem
          error={application.error}
          retrying={application.isFetching}
          onRetry={() => void application.refetch()}
        />
      ) : (
        <ApplicationSummary application={application.data} />
      )}
    </div>
  );
}

/**
 * What the company must do next, how the application ended, its summary, everything after submission,
 * then the application as submitted.
 */
function ApplicationSummary({ application }: { readonly application: ApplicationCase }) {
  const at = (value: string) => <time dateTime={value}>{formatMoment(value)}</time>;
  return (
    <>
      <CompanyTasksPanel application={application} />
      <ApplicationOutcome application={application} />
      <section className="section" aria-labelledby="application-summary-heading">
        <h2 id="application-summary-heading">Summary</h2>
        <SummaryList
          rows={[
            { key: 'Reference number', value: application.referenceNumber },
            { key: 'Programme', value: application.programmeLabel },
            { key: 'Application type', value: application.categoryLabel },
            {
              key: 'Status',
              value: <Tag colour={application.isOpen ? 'blue' : 'grey'}>{application.statusLabel}</Tag>,
            },
            {
              key: 'Company',
              value: application.companyUen
                ? `${application.companyName} (UEN ${application.companyUen})`
                : application.companyName,
            },
            { key: 'Created', value: at(application.createdAt) },
            {
              key: 'Submitted',
              value: application.submittedAt ? at(application.submittedAt) : 'Not submitted',
            },
            { key: 'Last updated', value: at(application.updatedAt) },
          ]}
        />
      </section>
      {application.status === ApplicationStatus.draft ? (
        <p>
          <ButtonLink to={formHref(application, {})}>Continue this application</ButtonLink>
        </p>
      ) : null}
      <WorkflowSections application={application} />
      {application.declaration ? (
        <section className="section" aria-labelledby="application-declaration-heading">
          <h2 id="application-declaration-heading">Declaration</h2>
          <p>
            Signed by {application.declaration.signerName} on {at(application.declaration.signedAt)}.
          </p>
          <img
            className="declaration-signature"
            src={apiPaths.applicationDeclarationSignature(application.id)}
            alt={`Signature of ${application.declaration.signerName}`}
          />
        </section>
      ) : null}
      {application.template ? (
        <section className="section" aria-labelledby="application-answers-heading">
          <h2 id="application-answers-heading">{application.template.definition.title}</h2>
          <AnswersSummary
            application={application}
            template={application.template.definition}
            links={answersLinks(application, { change: false })}
            headingLevel={3}
          />
        </section>
      ) : null}
    </>
  );
}
