import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { paths } from '../config/paths';
import { isOfficer, readSession } from '../lib/session';

/** What the console's frame shows: its screens to an officer, a refusal to anyone else signed in. */
export type ConsoleAccess = { readonly refused: boolean };

/**
 * The loader of every console screen: no one signed in goes to Sign in; a company user is refused
 * (the console is the regulator's); an officer goes on. The API checks the role on every call as well.
 */
export function consoleGuard(queryClient: QueryClient): LoaderFunction {
  return async (): Promise<ConsoleAccess | Response> => {
    const user = await readSession(queryClient);
    if (user === null) return redirect(paths.signIn.href());
    return { refused: !isOfficer(user) };
  };
}

/** Sign in: an officer already signed in goes to the work queue. */
export function signInGuard(queryClient: QueryClient): LoaderFunction {
  return async () => {
    const user = await readSession(queryClient);
    return isOfficer(user) ? redirect(paths.queue.href()) : null;
  };
}
