import { type PtRegistrationForm, ptRegistrationFormSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { ptRoundQueryKey } from './pt-round-queries';

export type { PtRegistrationForm };

/**
 * GET /api/proficiency-tests/{id}/registration-form: the analytes offered, whether the laboratory is
 * local, the form filled from its details, and its registration once made (or why it may not register).
 */
export async function getPtRegistrationForm(id: string, signal?: AbortSignal): Promise<PtRegistrationForm> {
  const { data } = await http.get<unknown>(apiPaths.ptRegistrationForm(id), { signal });
  return ptRegistrationFormSchema.parse(data);
}

export function ptRegistrationFormQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ptRoundQueryKey(id), 'registration-form'] as const,
    queryFn: ({ signal }) => getPtRegistrationForm(id, signal),
  });
}

export function usePtRegistrationForm(id: string) {
  return useQuery(ptRegistrationFormQueryOptions(id));
}
