import { type OfficerUserGuide, officerUserGuideSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export const userGuidesQueryKey = ['officer', 'user-guides'] as const;

/** GET /api/officer/user-guides: every guide, whatever its audience, by title. */
export async function getUserGuides(signal?: AbortSignal): Promise<OfficerUserGuide[]> {
  const { data } = await http.get<unknown>(apiPaths.userGuides, { signal });
  return officerUserGuideSchema.array().parse(data);
}

export function userGuidesQueryOptions() {
  return queryOptions({ queryKey: userGuidesQueryKey, queryFn: ({ signal }) => getUserGuides(signal) });
}

export function useUserGuides() {
  return useQuery(userGuidesQueryOptions());
}
