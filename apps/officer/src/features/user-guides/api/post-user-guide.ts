import { type OfficerUserGuide, officerUserGuideSchema, type PublishUserGuide } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { userGuidesQueryKey } from './get-user-guides';

export type GuideChange = { readonly guide: OfficerUserGuide; readonly message: string };

/** POST /api/officer/user-guides: 201 with the guide, listed for its audience at once; 400 for a file that is no PDF. */
export async function postUserGuide(request: PublishUserGuide): Promise<GuideChange> {
  const { data, message } = await http.post<unknown>(apiPaths.userGuides, request);
  return { guide: officerUserGuideSchema.parse(data), message: message ?? 'Guide published.' };
}

export function usePublishUserGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUserGuide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userGuidesQueryKey }),
  });
}
