import { type OfficerTemplateSummary, officerTemplateSummarySchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

export type { OfficerTemplateSummary };

/** Every query of the templates lives under this key; publishing a version invalidates it. */
export const templatesQueryKey = ['officer', 'application-templates'] as const;

/** GET /api/officer/application-templates: every form's newest version, in the programmes' order. */
export async function getTemplates(signal?: AbortSignal): Promise<readonly OfficerTemplateSummary[]> {
  const { data } = await http.get<unknown>(apiPaths.templates, { signal });
  return officerTemplateSummarySchema.array().parse(data);
}

export function templatesQueryOptions() {
  return queryOptions({
    queryKey: [...templatesQueryKey, 'list'] as const,
    queryFn: ({ signal }) => getTemplates(signal),
  });
}

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
