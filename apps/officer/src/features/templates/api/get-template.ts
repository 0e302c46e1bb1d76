import { type OfficerTemplate, officerTemplateSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { templatesQueryKey } from './get-templates';

export type { OfficerTemplate };

/**
 * GET /api/officer/application-templates/{programme}/{slug}: a form's newest version with its whole
 * template; 404 for a form the programme does not have.
 */
export async function getTemplate(
  programme: string,
  slug: string,
  signal?: AbortSignal,
): Promise<OfficerTemplate> {
  const { data } = await http.get<unknown>(apiPaths.template(programme, slug), { signal });
  return officerTemplateSchema.parse(data);
}

export function templateQueryOptions(programme: string, slug: string) {
  return queryOptions({
    queryKey: [...templatesQueryKey, 'one', programme.toLowerCase(), slug] as const,
    queryFn: ({ signal }) => getTemplate(programme, slug, signal),
  });
}

export function useTemplate(programme: string, slug: string) {
  return useQuery(templateQueryOptions(programme, slug));
}
