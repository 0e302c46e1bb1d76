import { type ApplicationDetails, type FormTemplate, programmeSlug } from '@fsmis/domain';
import type { AnswersLinks } from '@fsmis/ui/workflow/answers-summary';
import { type ApplicationFormQuery, apiPaths, paths } from '../../../config/paths';

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

/**
 * Where the company's answers lead: files download once the application is submitted (a draft's files
 * are still the company's own), and with `change` each section links back to its page in the form, which
 * then returns to Check your answers.
 */
export function answersLinks(
  application: Pick<ApplicationDetails, 'id' | 'programme' | 'form' | 'isSubmitted'>,
  { change }: { readonly change: boolean },
): AnswersLinks {
  return {
    file: (file) =>
      application.isSubmitted ? apiPaths.applicationDocument(application.id, file.attachmentId) : null,
    ...(change ? { change: (section) => formHref(application, { section: section.id, from: 'check' }) } : {}),
  };
}
