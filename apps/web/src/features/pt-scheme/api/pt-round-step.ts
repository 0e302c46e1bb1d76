import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceStepSuccess } from '../../../lib/step-success';
import { ptQueryKey } from './pt-round-queries';

/**
 * A laboratory's step in a round (register, confirm receipt, save or submit results). On success the
 * round and the lists of schemes are read again, so a form gives way to what it made, and the step's
 * confirmation is announced; a refusal changes nothing and the form keeps what was typed.
 */
export function usePtRoundStep<Input, Output>(
  roundId: string,
  send: (input: Input) => Promise<Output>,
  successText: (output: Output) => string | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (output) => {
      const text = successText(output);
      if (text) announceStepSuccess(queryClient, ['pt-round', roundId], text);
      await queryClient.invalidateQueries({ queryKey: ptQueryKey });
    },
  });
}
