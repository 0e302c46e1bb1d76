import { ApplicationCategory, type Programme, programmeLabel, programmeSlug } from '@fsmis/domain';
import { Breadcrumbs } from '@fsmis/ui/components/breadcrumbs';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { Tag } from '@fsmis/ui/components/tag';
import { Link, useLoaderData } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormRequirements } from '../api/get-form-requirements';
import { formHref } from '../components/form-location';
import { FormRequirementDetails, StartForm } from '../components/form-start';

/**
 * What a company needs to know before applying under a programme: the New application's purpose,
 * documents, fees and timelines (template content), with Start; then every other form of the programme
 * and whether the company may start it now, with the reason when it may not.
 */
export function ApplicationInstructionsPage() {
  const { programme } = useLoaderData<{ programme: Programme }>();
  const requirements = useFormRequirements(programme);
  const label = programmeLabel(programme);
  const newForm = requirements.data?.forms.find((form) => form.category === ApplicationCategory.new);
  const others = requirements.data?.forms.filter((form) => form.category !== ApplicationCategory.new) ?? [];
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Dashboard', to: paths.dashboard.href() }]} />
      <PageHeading caption={`${label} application`}>Before you apply</PageHeading>
      {requirements.isPending ? (
        <p role="status">Loading the instructions…</p>
      ) : requirements.isError ? (
        <LoadProblem
          error={requirements.error}
          retrying={requirements.isFetching}
          onRetry={() => void requirements.refetch()}
        />
      ) : (
        <>
          {newForm ? (
            <section aria-labelledby="new-application-heading">
              <h2 id="new-application-heading">{newForm.title}</h2>
              <FormRequirementDetails requirement={newForm} />
              <StartForm programme={programme} requirement={newForm} />
            </section>
          ) : null}
          <section className="section" aria-labelledby="other-applications-heading">
            <h2 id="other-applications-heading">Renewals and changes</h2>
            <p>
              Once you are recognised under {label}, you can renew your recognition and apply for changes.
            </p>
            <ul className="form-list">
              {others.map((form) => (
                <li key={form.form}>
                  {form.draftId ? (
                    <Link to={formHref({ id: form.draftId, programme, form: form.form })}>{form.title}</Link>
                  ) : form.canStart ? (
                    <Link to={paths.applicationForm.href(programmeSlug(programme), form.form)}>
                      {form.title}
                    </Link>
                  ) : (
                    <span>{form.title}</span>
                  )}{' '}
                  {form.draftId ? (
                    <Tag colour="yellow">Draft</Tag>
                  ) : form.canStart ? null : (
                    <Tag colour="grey">Not available</Tag>
                  )}
                  {!form.canStart && !form.draftId && form.refusal ? (
                    <p className="form-list__reason">{form.refusal}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
