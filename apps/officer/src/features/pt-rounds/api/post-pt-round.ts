import { type CreatePtRound, ptStepResultSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { PT_ROUNDS_QUERY_KEY } from './pt-rounds-query-key';

export type CreatedPtRound = { readonly id: string; readonly message: string };

/** POST /api/officer/proficiency-tests: a new round in Draft; 400 names each field at fault. */
export async function postPtRound(round: CreatePtRound): Promise<CreatedPtRound> {
  const { data, message } = await http.post<unknown>(apiPaths.ptRounds, round);
  const created = ptStepResultSchema.parse(data);
  return { id: created.id, message: message ?? 'The round was created in Draft.' };
}

export function useCreatePtRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPtRound,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PT_ROUNDS_QUERY_KEY }),
  });
}
