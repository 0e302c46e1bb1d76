import { isHttpError } from '@fsmis/ui/lib/http-client';
import { QueryClient } from '@tanstack/react-query';

/** Server answers that another try cannot change: a refusal, a missing record, bad input. */
const shouldRetry = (failures: number, error: unknown) =>
  failures < 2 && (!isHttpError(error) || error.status === 0 || error.status >= 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
