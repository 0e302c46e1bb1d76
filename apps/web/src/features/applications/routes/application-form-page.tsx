import {
  ApplicationStatus,
  applicationFormFor,
  type FormTemplate,
  type Programme,
  programmeLabel,
  sectionOf,
} from '@fsmis/domain';
import { Breadcrumbs } from '@fsmis/ui/components/breadcrumbs';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { usePageStepName } from '@fsmis/ui/layout/page-change';
import { errorMessageOf, isHttpError } from '@fsmis/ui/lib/http-client';
import { AnswersSummary } from '@fsmis/ui/workflow/answers-summary';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useApplication } from '../api/get-application';
import { useFormRequirements } from '../api/get-form-requirements';
import { CancelApplication } from '../components/cancel-application';
import { CheckAnswers } from '../components/check-answers';
import { Confirmation } from '../components/confirmation';
import { answersLinks, type FormLocation, formHref } from '../components/form-location';
import { FormRequirementDetails, StartForm } from '../components/form-start';
import { SectionStep } from '../components/section-step';
import { TaskList } from '../components/task-list';
import '../components/application-form.css';

export type ApplicationFormRoute = { readonly programme: Programme; readonly form: string };

/**
 * An application form of a programme (docs/requirements.md §2). Without a draft it is the form's start page;
 * with one (`?id=`) it is the task list, a section (`&section=`, `&item=`), or a step: check answers, the
 * confirmation once submitted, or cancelling.
 */
export function ApplicationFormPage() {
  const { programme, form } = useLoaderData<ApplicationFormRoute>();
  const [search] = useSearchParams();
  const id = search.get('id');
  // The task list needs no link to itself; a submitted application has none to go back to.
  const step = search.get('step');
  const showTaskListLink =
    id !== null && (search.get('section') !== null || (step !== null && step !== 'submitted'));
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: 'Dashboard', to: paths.dashboard.href() },
          ...(id && showTaskListLink ? [{ label: 'Task list', to: formHref({ id, programme, form }) }] : []),
        ]}
      />
      {id ? (
        <DraftPages id={id} programme={programme} form={form} />
      ) : (
        <StartPage programme={programme} form={form} />
      )}
    </div>
  );
}

function StartPage({ programme, form }: ApplicationFormRoute) {
  const requirements = useFormRequirements(programme);
  const name = applicationFormFor(programme, form)?.name ?? form;
  if (requirements.isPending) return <p role="status">Loading the application…</p>;
  if (requirements.isError) {
    return (
      <LoadProblem
        error={requirements.error}
        retrying={requirements.isFetching}
        onRetry={() => void requirements.refetch()}
      />
    );
  }
  const requirement = requirements.data.forms.find((candidate) => candidate.form === form);
  if (!requirement) return <p>This application form is not available.</p>;
  return (
    <>
      <PageHeading caption={`${programmeLabel(programme)} application`}>
        {requirement.title || name}
      </PageHeading>
      <FormRequirementDetails requirement={requirement} />
      <StartForm programme={programme} requirement={requirement} />
    </>
  );
}

/**
 * The name of the draft's page the query names, for the tab's title and the announcement after a move:
 * the task list is the route's own page.
 */
function stepNameOf(search: URLSearchParams, template: FormTemplate | undefined): string | null {
  const step = search.get('step');
  if (step === 'check') return 'Check your answers';
  if (step === 'cancel') return 'Cancel application';
  if (step === 'submitted') return 'Application submitted';
  const sectionId = search.get('section');
  const section = sectionId && template ? sectionOf(template, sectionId) : null;
  if (!section) return null;
  if (section.kind === 'repeating' && search.get('item') !== null) {
    const item = section.itemName;
    return `${item.charAt(0).toUpperCase()}${item.slice(1)} – ${section.title}`;
  }
  return section.title;
}

function DraftPages({ id, programme, form }: { readonly id: string } & ApplicationFormRoute) {
  const [search] = useSearchParams();
  const application = useApplication(id);
  usePageStepName(stepNameOf(search, application.data?.template?.definition));
  if (application.isPending) return <p role="status">Loading your application…</p>;
  const notFound =
    (isHttpError(application.error) && application.error.status === 404) ||
    (application.data && (application.data.programme !== programme || application.data.form !== form));
  if (notFound) {
    return (
      <>
        <PageHeading>Application not found</PageHeading>
        <p className="lead">
          {application.error ? errorMessageOf(application.error) : 'We could not find this application.'}
        </p>
        <p>
          Find your applications on <Link to={paths.dashboard.href()}>your Dashboard</Link>.
        </p>
      </>
    );
  }
  if (application.isError || !application.data.template) {
    return (
      <LoadProblem
        error={application.error}
        retrying={application.isFetching}
        onRetry={() => void application.refetch()}
      />
    );
  }
  const location: FormLocation = {
    application: application.data,
    template: application.data.template.definition,
  };
  const step = search.get('step');
  if (application.data.status !== ApplicationStatus.draft) {
    if (step === 'submitted' && application.data.submittedAt) return <Confirmation location={location} />;
    return (
      <>
        <PageHeading caption={application.data.referenceNumber}>{location.template.title}</PageHeading>
        <p className="lead">
          This application can no longer be changed: its status is {application.data.statusLabel}.
        </p>
        <p>
          <Link to={paths.applicationDetails.href(id)}>View the application</Link>
        </p>
        <AnswersSummary
          application={application.data}
          template={location.template}
          links={answersLinks(application.data, { change: false })}
        />
      </>
    );
  }
  const sectionId = search.get('section');
  const section = sectionId ? sectionOf(location.template, sectionId) : null;
  if (section)
    return (
      <SectionStep
        key={section.id}
        location={location}
        section={section}
        itemKey={search.get('item')}
        fromCheck={search.get('from') === 'check'}
      />
    );
  if (step === 'check') return <CheckAnswers location={location} />;
  if (step === 'cancel') return <CancelApplication location={location} />;
  return <TaskList location={location} />;
}
