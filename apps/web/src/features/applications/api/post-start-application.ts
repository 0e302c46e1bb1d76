import {
  ApplicationCategory,
  type Programme,
  type StartedApplication,
  startedApplicationSchema,
} from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { refreshSession } from '../../../lib/session';

const START_PATHS: Readonly<Record<ApplicationCategory, string>> = {
  [ApplicationCategory.new]: apiPaths.startApplication.new,
  [ApplicationCategory.renewal]: apiPaths.startApplication.renewal,
  [ApplicationCategory.changeOfScope]: apiPaths.startApplication.changeOfScope,
  [ApplicationCategory.changeOfCompanyDetails]: apiPaths.startApplication.changeOfDetails,
};

export type StartRequest = {
  readonly programme: Programme;
  readonly category: ApplicationCategory;
  readonly form: string;
};

/**
 * POST /api/applications (New), /renew, /change-of-scope or /change-of-detail: creates the draft, or
 * answers the company's draft of the same form; 409 with the reason when it may not start it now.
 */
export async function postStartApplication(request: StartRequest): Promise<StartedApplication> {
  const { data } = await http.post<unknown>(START_PATHS[request.category], {
    applicationType: request.programme,
    form: request.form,
  });
  return startedApplicationSchema.parse(data);
}

export function useStartApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postStartApplication,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...SESSION_QUERY_KEY, 'applications'] });
      // A first application opens the Dashboard to a company without terms sent (hasAnyApplications).
      void refreshSession(queryClient);
    },
  });
}
