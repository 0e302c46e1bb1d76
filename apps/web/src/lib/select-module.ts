import { type ModuleChoice, type UserDetails, userDetailsSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';
import { userDetailsQueryKey } from './session';

export type { ModuleChoice };

/** POST /api/auth/select-module: the laboratory works in the chosen module; answers the user details. */
export async function postSelectModule(module: ModuleChoice): Promise<UserDetails> {
  const { data } = await http.post<unknown>(apiPaths.selectModule, { module });
  return userDetailsSchema.parse(data);
}

export function useSelectModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSelectModule,
    onSuccess: (user) => queryClient.setQueryData(userDetailsQueryKey, user),
  });
}
