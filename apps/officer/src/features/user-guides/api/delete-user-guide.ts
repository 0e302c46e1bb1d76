import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { userGuidesQueryKey } from './get-user-guides';

/** DELETE /api/officer/user-guides/{id}: companies no longer see the guide; answers the API's message. */
export async function deleteUserGuide(id: string): Promise<string> {
  const { message } = await http.delete<unknown>(apiPaths.userGuide(id));
  return message ?? 'Guide withdrawn.';
}

export function useWithdrawUserGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserGuide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userGuidesQueryKey }),
  });
}
