import { type QueryClient, useQuery } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/** The confirmation of the company's last step on a recognition, shown at the top of its pages. */
export type RecognitionSuccess = { readonly text: string; readonly at: number };

const recognitionSuccessKey = (recognitionId: string) =>
  [...SESSION_QUERY_KEY, 'recognition-success', recognitionId] as const;

/**
 * Kept beside the query cache rather than in a form: a step usually closes the form that took it (an
 * appeal made, a withdrawal done), and a withdrawal goes back to the recognition's page to confirm.
 */
export function announceRecognitionSuccess(queryClient: QueryClient, recognitionId: string, text: string) {
  queryClient.setQueryData<RecognitionSuccess>(recognitionSuccessKey(recognitionId), {
    text,
    at: Date.now(),
  });
}

export function clearRecognitionSuccess(queryClient: QueryClient, recognitionId: string): void {
  queryClient.setQueryData<RecognitionSuccess | null>(recognitionSuccessKey(recognitionId), null);
}

export function useRecognitionSuccess(recognitionId: string): RecognitionSuccess | null {
  const { data } = useQuery<RecognitionSuccess | null>({
    queryKey: recognitionSuccessKey(recognitionId),
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}
