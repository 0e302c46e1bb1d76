import {
  ApplicationCategory,
  type ApplicationStatus,
  type ApplicationWorkflow,
  type FormTemplateInput,
  type OfficerApplicationCase,
  officerApplicationCaseSchema,
  Programme,
} from '@fsmis/domain';
import { applicationFields } from '@fsmis/ui/workflow/workflow-records.fixture';

/** Test data: an LRP New application after submission, as the officer's API answers it. */

/** A template of one section with a text question and a file question. */
export const TEMPLATE: FormTemplateInput = {
  programme: Programme.LRP,
  form: 'new',
  category: ApplicationCategory.new,
  title: 'Laboratory Recognition Programme: New application',
  introduction: ['Apply for recognition.'],
  fees: [],
  timelines: [],
  sections: [
    {
      kind: 'questions',
      id: 'quality',
      title: 'Quality system',
      questions: [
        { kind: 'text', id: 'manager', label: 'Quality manager' },
        { kind: 'file', id: 'manual', label: 'Quality manual', fileTypes: ['pdf'], maxMb: 10 },
      ],
    },
  ],
  declaration: { statements: ['The information given is true.'] },
};

/** The application in `status` with the records given (checked against the API's own schema). */
export function officerCase(
  status: ApplicationStatus,
  workflow: Partial<ApplicationWorkflow> = {},
  rest: Partial<OfficerApplicationCase> = {},
): OfficerApplicationCase {
  const { workflow: records, ...fields } = applicationFields(status, ApplicationCategory.new, workflow);
  return officerApplicationCaseSchema.parse({
    ...fields,
    assignedOfficer: null,
    assignedAt: null,
    ...rest,
    workflow: records,
  });
}
