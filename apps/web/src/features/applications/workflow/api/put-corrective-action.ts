import { type ApplicationCase, type CorrectiveActionDraft, type Finding, findingSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../config/paths';
import { applicationQueryKey } from '../../api/get-application';

/** PUT /api/applications/{id}/corrective-action: saves the draft corrective action of one finding. */
export async function putCorrectiveAction(
  applicationId: string,
  draft: CorrectiveActionDraft,
): Promise<Finding> {
  const { data } = await http.put<unknown>(apiPaths.applicationCorrectiveAction(applicationId), draft);
  return findingSchema.parse(data);
}

/** The cached application with one finding replaced by its saved version. */
export function withFinding(application: ApplicationCase, finding: Finding): ApplicationCase {
  return {
    ...application,
    workflow: {
      ...application.workflow,
      findings: application.workflow.findings.map((each) => (each.id === finding.id ? finding : each)),
    },
  };
}

export function useSaveCorrectiveAction(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: CorrectiveActionDraft) => putCorrectiveAction(applicationId, draft),
    onSuccess: (finding) => {
      queryClient.setQueryData<ApplicationCase>(applicationQueryKey(applicationId), (cached) =>
        cached && 'workflow' in cached ? withFinding(cached, finding) : cached,
      );
    },
  });
}
