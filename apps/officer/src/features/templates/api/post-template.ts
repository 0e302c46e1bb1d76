import { type FormTemplateInput, type PublishedTemplate, publishedTemplateSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { templatesQueryKey } from './get-templates';

export type PublishedTemplateAnswer = {
  readonly published: PublishedTemplate;
  readonly message: string | null;
};

/**
 * POST /api/officer/application-templates: the next version of the form the template names. 400 lists
 * what is wrong by path (`sections.0.questions.1.label`); 409 when another version came first.
 */
export async function postTemplate(template: FormTemplateInput): Promise<PublishedTemplateAnswer> {
  const { data, message } = await http.post<unknown>(apiPaths.templates, template);
  return { published: publishedTemplateSchema.parse(data), message };
}

export function usePublishTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
