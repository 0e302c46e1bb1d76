import { officerUserGuideSchema, type UpdateUserGuide } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { userGuidesQueryKey } from './get-user-guides';
import type { GuideChange } from './post-user-guide';

/**
 * PUT /api/officer/user-guides/{id}: the guide's details and, with a file, its new PDF; 400 when the new
 * file keeps the old version, 404 when the guide was withdrawn meanwhile.
 */
export async function putUserGuide({
  id,
  request,
}: {
  readonly id: string;
  readonly request: UpdateUserGuide;
}): Promise<GuideChange> {
  const { data, message } = await http.put<unknown>(apiPaths.userGuide(id), request);
  return { guide: officerUserGuideSchema.parse(data), message: message ?? 'Guide saved.' };
}

export function useReplaceUserGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUserGuide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userGuidesQueryKey }),
  });
}
