import { type BannerInput, type OfficerBanner, officerBannerSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { bannersQueryKey } from './get-banners';
import type { SettingChange } from './setting-change';

/** POST /api/officer/banners: 201 with the banner and when it shows. */
export async function postBanner(input: BannerInput): Promise<SettingChange<OfficerBanner>> {
  const { data, message } = await http.post<unknown>(apiPaths.banners, input);
  return { item: officerBannerSchema.parse(data), message: message ?? 'Banner created.' };
}

export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBanner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersQueryKey }),
  });
}
