import { decideRoute } from '@fsmis/domain';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { screenHref } from '../../../config/paths';
import { guardSessionOf, refreshSession, startSession } from '../../../lib/session';
import type { SignInResult } from '../api/get-singpass-callback';

/**
 * A sign-in credential (the identity service's code, an e-mailed token) works once. React runs a new
 * page's effects twice in development, and a page may be shown again from the browser's cache: each
 * credential is therefore spent at most once per page load, and every caller shares that one answer.
 */
const attempts = new Map<string, Promise<SignInResult>>();

function spendOnce(key: string, signIn: () => Promise<SignInResult>): Promise<SignInResult> {
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = signIn();
    attempts.set(key, attempt);
  }
  return attempt;
}

/**
 * Spends the credential, opens the session and goes to the screen the guards choose for the user
 * (their home). Returns the message to show when the sign-in fails; `onFailure` may instead take the
 * user elsewhere.
 */
export function useSignInOnce(
  key: string | null,
  signIn: () => Promise<SignInResult>,
  onFailure?: (message: string) => void,
): string | null {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one sign-in per credential; the callbacks are the page's own
  useEffect(() => {
    if (key === null) return;
    let current = true;
    spendOnce(key, signIn).then(
      async (result) => {
        if (!current) return;
        startSession(queryClient, result.autoLogoutOnInactivityAt, result.serverDate);
        const user = await refreshSession(queryClient);
        if (!current) return;
        const home = decideRoute(guardSessionOf(user), 'login');
        await navigate(home.kind === 'redirect' ? screenHref(home.to) : '/', { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        const message = errorMessageOf(error);
        if (onFailure) onFailure(message);
        else setFailure(message);
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  return failure;
}
