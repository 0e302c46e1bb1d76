import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { bannersQueryKey } from './get-banners';

/** DELETE /api/officer/banners/{id}: companies no longer see it; answers the API's message. */
export async function deleteBanner(id: string): Promise<string> {
  const { message } = await http.delete<unknown>(apiPaths.banner(id));
  return message ?? 'Banner removed.';
}

export function useRemoveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersQueryKey }),
  });
}
