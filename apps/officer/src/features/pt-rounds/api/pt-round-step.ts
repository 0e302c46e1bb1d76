import type { ApiResult } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PT_ROUNDS_QUERY_KEY } from './pt-rounds-query-key';

/** The sentence the API confirms a step with (its envelope's `message`), or `fallback` when it sends none. */
export async function confirmationOf(
  request: Promise<ApiResult<unknown>>,
  fallback: string,
): Promise<string> {
  const { message } = await request;
  return message ?? fallback;
}

/**
 * An officer's step on a round. It resolves once the round and the list have been read again, so the
 * confirmation and the new state appear together. A refusal rejects with the API's error, and the
 * round is read again too: another officer may have moved it on meanwhile.
 */
export function usePtRoundStep<Input>(send: (input: Input) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PT_ROUNDS_QUERY_KEY }),
  });
}
