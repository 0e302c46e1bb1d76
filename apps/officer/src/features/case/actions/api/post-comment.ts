import { type Comment, commentSchema, type NewComment } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../config/paths';
import { applicationQueryKey } from '../../api/get-application';
import { announceActionSuccess, clearActionSuccess } from './action-success';

export type PostedComment = { readonly comment: Comment; readonly message: string | null };

/** POST …/comments: 201 with the comment (not the case); 409 once the application has ended. */
export async function postComment(applicationId: string, comment: NewComment): Promise<PostedComment> {
  const { data, message } = await http.post<unknown>(
    apiPaths.applicationStep(applicationId, 'comments'),
    comment,
  );
  return { comment: commentSchema.parse(data), message };
}

export function usePostComment(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: NewComment) => postComment(applicationId, comment),
    onMutate: () => clearActionSuccess(queryClient, applicationId),
    onSuccess: (posted) =>
      announceActionSuccess(queryClient, applicationId, posted.message ?? 'Your comment has been added.'),
    // The thread and the timeline both come with the case.
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationQueryKey(applicationId) }),
  });
}
