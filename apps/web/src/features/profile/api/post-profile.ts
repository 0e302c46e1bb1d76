import { type Profile, type ProfileUpdate, profileSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { refreshSession } from '../../../lib/session';
import { profileQueryKey } from './get-profile';

export type SavedProfile = { readonly profile: Profile; readonly message: string | null };

/** POST /api/auth/profile: answers the saved profile and "Your profile has been saved." */
export async function postProfile(update: ProfileUpdate): Promise<SavedProfile> {
  const { data, message } = await http.post<unknown>(apiPaths.profile, update);
  return { profile: profileSchema.parse(data), message };
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postProfile,
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The guards read the profile's completeness from the session.
      await refreshSession(queryClient);
    },
  });
}
