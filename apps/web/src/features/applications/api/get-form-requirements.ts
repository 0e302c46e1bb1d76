import { type FormRequirements, formRequirementsSchema, type Programme } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export type { FormRequirements };
export type FormRequirement = FormRequirements['forms'][number];

export const formRequirementsQueryKey = [...SESSION_QUERY_KEY, 'applications', 'form-requirements'] as const;

/** GET /api/applications/form-requirements?ApplicationType=: a programme's forms, what they ask and who may start them. */
export async function getFormRequirements(
  programme: Programme,
  signal?: AbortSignal,
): Promise<FormRequirements> {
  const { data } = await http.get<unknown>(apiPaths.applicationFormRequirements, {
    query: { ApplicationType: programme },
    signal,
  });
  return formRequirementsSchema.parse(data);
}

export function formRequirementsQueryOptions(programme: Programme) {
  return queryOptions({
    queryKey: [...formRequirementsQueryKey, programme] as const,
    queryFn: ({ signal }) => getFormRequirements(programme, signal),
  });
}

export function useFormRequirements(programme: Programme) {
  return useQuery(formRequirementsQueryOptions(programme));
}
