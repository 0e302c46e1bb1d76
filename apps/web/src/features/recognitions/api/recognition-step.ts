import type { ApiResult } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { formDraftQueryKey } from '../../../lib/form-drafts';
import { announceStepSuccess } from '../../../lib/step-success';

/** The confirming sentence a step answers with (its `message`), or null when it says none. */
export async function messageOf(request: Promise<ApiResult<unknown>>): Promise<string | null> {
  const { message } = await request;
  return message;
}

const FORM_DRAFTS = formDraftQueryKey('')[1];

/**
 * What the session shows that a step on a recognition may change: the recognition's pages, the
 * Dashboard's recognition cards, the notifications, the applications the company may start. Read again,
 * all but the forms' drafts (each form discards its own once its step is taken).
 */
export function refreshAfterRecognitionStep(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: SESSION_QUERY_KEY,
    predicate: (query) => query.queryKey[1] !== FORM_DRAFTS,
  });
}

/**
 * A company step on a recognition: on success the pages are read again (so the form that took it gives
 * way to what follows) and the API's confirmation is announced. A refusal changes nothing, so the form,
 * and what was typed in it, stays on the page with the reason.
 */
export function useRecognitionStep<Input>(
  recognitionId: string,
  send: (input: Input) => Promise<string | null>,
  successText: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (message) => {
      announceStepSuccess(queryClient, ['recognition', recognitionId], message ?? successText);
      await refreshAfterRecognitionStep(queryClient);
    },
  });
}
