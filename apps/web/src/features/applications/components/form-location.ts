import { type ApplicationDetails, type FormTemplate, programmeSlug } from '@fsmis/domain';
import { type ApplicationFormQuery, paths } from '../../../config/paths';

/** A draft open in its form, with the template version it is pinned to. */
export type FormLocation = {
  readonly application: ApplicationDetails;
  readonly template: FormTemplate;
};

/** A page of the application's form: its task list (no query), a section, an item or a step. */
export function formHref(
  application: Pick<ApplicationDetails, 'id' | 'programme' | 'form'>,
  query: Omit<ApplicationFormQuery, 'id'> = {},
): string {
  return paths.applicationForm.href(programmeSlug(application.programme), application.form, {
    id: application.id,
    ...query,
  });
}
