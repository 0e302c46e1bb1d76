import { type ApplicationCase, type ApplicationDetails, applicationDetailsSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { applicationQueryKey } from './get-application';

/** POST /api/applications/{id}/submit: 400 naming every missing answer; 409 once submitted. */
export async function postSubmitApplication(id: string): Promise<ApplicationDetails> {
  const { data } = await http.post<unknown>(apiPaths.applicationSubmit(id), { declarationConfirmed: true });
  return applicationDetailsSchema.parse(data);
}

/** POST /api/applications/{id}/mark-as-cancelled: a draft, or one still in Application Review. */
export async function postCancelApplication(id: string): Promise<ApplicationDetails> {
  const { data } = await http.post<unknown>(apiPaths.applicationCancel(id));
  return applicationDetailsSchema.parse(data);
}

function useApplicationMove(move: (id: string) => Promise<ApplicationDetails>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: move,
    onSuccess: async (details) => {
      // The move answers the details without the workflow: keep the workflow held, and mark the case
      // stale so that the details page reads it afresh when it opens.
      const key = applicationQueryKey(details.id);
      queryClient.setQueryData<ApplicationCase>(key, (held) => (held ? { ...held, ...details } : held));
      void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
      await queryClient.invalidateQueries({
        queryKey: [...SESSION_QUERY_KEY, 'applications'],
        predicate: (query) => query.queryKey[3] !== details.id,
      });
    },
  });
}

export const useSubmitApplication = () => useApplicationMove(postSubmitApplication);
export const useCancelApplication = () => useApplicationMove(postCancelApplication);
