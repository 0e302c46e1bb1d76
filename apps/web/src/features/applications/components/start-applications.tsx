import { type ApplicationForms, programmeSlug } from '@fsmis/domain';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useApplicationForms } from '../api/get-application-forms';
import { formHref } from './form-location';
import './application-form.css';

/**
 * "Start an application" on the Dashboard: per programme, only the forms the company may start now (or
 * continue, when it has a draft), each leading to its start page, and the programme's instructions. When
 * it may start none, the API's reasons say why (and whether it may apply again).
 */
export function StartApplications() {
  const requirements = useApplicationForms();
  return (
    <section className="section" aria-labelledby="start-application-heading">
      <h2 id="start-application-heading">Start an application</h2>
      {requirements.isPending ? (
        <p role="status">Loading the applications you can make…</p>
      ) : requirements.isError ? (
        <LoadProblem
          error={requirements.error}
          retrying={requirements.isFetching}
          onRetry={() => void requirements.refetch()}
        />
      ) : (
        <div className="start-applications">
          {requirements.data.map((programme) => {
            const open = programme.forms.filter((form) => form.canStart || form.draftId);
            const slug = programmeSlug(programme.programme);
            return (
              <div className="start-applications__programme" key={programme.programme}>
                <h3>{programme.programmeLabel}</h3>
                {open.length === 0 ? (
                  <CannotStart programmeLabel={programme.programmeLabel} forms={programme.forms} />
                ) : (
                  <ul>
                    {open.map((form) => (
                      <li key={form.form}>
                        <Link
                          to={
                            form.draftId
                              ? formHref({
                                  id: form.draftId,
                                  programme: programme.programme,
                                  form: form.form,
                                })
                              : paths.applicationForm.href(slug, form.form)
                          }
                        >
                          {form.draftId ? `Continue: ${form.title}` : form.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
                <p>
                  <Link to={paths.applicationInstructions.href(slug)}>
                    How to apply under {programme.programmeLabel}
                  </Link>
                </p>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

/**
 * Why no form of the programme can be started: the API's refusal, once when every form gives the same
 * (a revoked recognition), else per form.
 */
function CannotStart({
  programmeLabel,
  forms,
}: {
  readonly programmeLabel: string;
  readonly forms: ApplicationForms['forms'];
}) {
  const refused = forms.filter((form) => form.refusal !== null);
  const reasons = [...new Set(refused.map((form) => form.refusal))];
  if (reasons.length === 1) {
    return (
      <>
        <p>You cannot start an {programmeLabel} application now.</p>
        <p>{reasons[0]}</p>
      </>
    );
  }
  return (
    <>
      <p>You cannot start an {programmeLabel} application now:</p>
      <ul>
        {refused.map((form) => (
          <li key={form.form}>
            {form.title}: {form.refusal}
          </li>
        ))}
      </ul>
    </>
  );
}
