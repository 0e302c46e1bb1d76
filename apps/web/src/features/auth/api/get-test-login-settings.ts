import { REQUIRES_PASSWORD_HEADER, requiresPassword } from '@fsmis/domain';
import { http, isHttpError } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { useShellQuery } from '../../../lib/shell-query';

export type TestLoginSettings = {
  /** False where test logins are switched off (the endpoint answers 404). */
  readonly enabled: boolean;
  /** True when the response header `x-requires-password` is 1. */
  readonly requiresPassword: boolean;
};

export async function getTestLoginSettings(signal?: AbortSignal): Promise<TestLoginSettings> {
  try {
    // The body (`testLoginsEnabledSchema`) says only what the 200 already says: read the header alone.
    const { headers } = await http.get<unknown>(apiPaths.testLogins, { signal });
    return { enabled: true, requiresPassword: requiresPassword(headers.get(REQUIRES_PASSWORD_HEADER)) };
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return { enabled: false, requiresPassword: false };
    throw error;
  }
}

export function testLoginSettingsQueryOptions() {
  return {
    queryKey: ['auth', 'test-login-settings'] as const,
    queryFn: ({ signal }: { readonly signal: AbortSignal }) => getTestLoginSettings(signal),
    staleTime: 5 * 60_000,
  };
}

export function useTestLoginSettings() {
  return useShellQuery(testLoginSettingsQueryOptions());
}
