import { type ApplicationForms, applicationFormsSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths';

export type { ApplicationForms };

/** GET /api/applications/forms: per programme, the forms the company may start now, and why not. */
export async function getApplicationForms(signal?: AbortSignal): Promise<ApplicationForms[]> {
  const { data } = await http.get<unknown>(apiPaths.applicationForms, { signal });
  return z.array(applicationFormsSchema).parse(data);
}

/** The Dashboard's "Start an application"; starting or submitting an application refreshes it. */
export function useApplicationForms() {
  return useQuery({
    queryKey: [...SESSION_QUERY_KEY, 'applications', 'forms'] as const,
    queryFn: ({ signal }) => getApplicationForms(signal),
  });
}
