import {
  type ApplicationCase,
  ApplicationCategory,
  type ApplicationStatus,
  type ApplicationWorkflow,
  applicationCaseSchema,
} from '@fsmis/domain';
import { applicationFields } from '@fsmis/ui/workflow/workflow-records.fixture';

/** Test data: an LRP Change Of Scope application, in any status, with any records (checked against the API's own schema). */
export function applicationCase(
  status: ApplicationStatus,
  workflow: Partial<ApplicationWorkflow> = {},
): ApplicationCase {
  return applicationCaseSchema.parse(applicationFields(status, ApplicationCategory.changeOfScope, workflow));
}
