import { useCallback, useRef, useState } from 'react';

type RequestState<T> =
  | { readonly status: 'idle' | 'pending'; readonly data?: undefined }
  | { readonly status: 'success'; readonly data: T }
  | { readonly status: 'error'; readonly data?: undefined };

/**
 * A request Login sends when the user asks (TanStack Query's `useMutation`, as far as Login uses it):
 * its state, `mutate` with an error callback, and `reset`. Login has it of its own so that its first
 * download carries no query library.
 */
export function useRequest<Variables, Answer>(
  send: (variables: Variables) => Promise<Answer>,
  options: { readonly onSuccess?: (answer: Answer) => void } = {},
) {
  const [state, setState] = useState<RequestState<Answer>>({ status: 'idle' });
  // Only the latest request may change the state; a reset forgets the one under way.
  const latest = useRef(0);
  const callbacks = useRef({ send, onSuccess: options.onSuccess });
  callbacks.current = { send, onSuccess: options.onSuccess };

  const mutate = useCallback(
    (variables: Variables, handlers: { readonly onError?: (error: unknown) => void } = {}) => {
      const request = ++latest.current;
      setState({ status: 'pending' });
      callbacks.current.send(variables).then(
        (answer) => {
          if (request !== latest.current) return;
          setState({ status: 'success', data: answer });
          callbacks.current.onSuccess?.(answer);
        },
        (error: unknown) => {
          if (request !== latest.current) return;
          setState({ status: 'error' });
          handlers.onError?.(error);
        },
      );
    },
    [],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);

  return {
    mutate,
    reset,
    data: state.data,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
  };
}
