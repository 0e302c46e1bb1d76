import { type BannerInput, type OfficerBanner, officerBannerSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { bannersQueryKey } from './get-banners';
import type { SettingChange } from './setting-change';

/** PUT /api/officer/banners/{id}: the whole banner anew; 404 when it was removed meanwhile. */
export async function putBanner({
  id,
  input,
}: {
  readonly id: string;
  readonly input: BannerInput;
}): Promise<SettingChange<OfficerBanner>> {
  const { data, message } = await http.put<unknown>(apiPaths.banner(id), input);
  return { item: officerBannerSchema.parse(data), message: message ?? 'Banner saved.' };
}

export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putBanner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersQueryKey }),
  });
}
