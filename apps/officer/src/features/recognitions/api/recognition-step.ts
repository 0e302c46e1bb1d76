import type { ApiResult } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RECOGNITIONS_QUERY_KEY } from './recognitions-query-key';

/** The sentence the API confirms a step with (its envelope's `message`), or `fallback` when it sends none. */
export async function confirmationOf(
  request: Promise<ApiResult<unknown>>,
  fallback: string,
): Promise<string> {
  const { message } = await request;
  return message ?? fallback;
}

/**
 * An officer's step on a recognition, a suspension or details owed. It resolves once every page of the
 * feature has been read again, so the confirmation and the new state appear together; a refusal changes
 * nothing and rejects with the API's error.
 */
export function useRecognitionStep<Input>(send: (input: Input) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECOGNITIONS_QUERY_KEY }),
  });
}
