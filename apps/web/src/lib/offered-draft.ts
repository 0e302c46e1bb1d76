import { useState } from 'react';
import { useFormDraft } from './form-drafts';
import { useLocalCopy } from './local-copies';

/**
 * What a form offers back on opening, for a form that keeps a copy in the browser (hand `localCopy` to
 * the form kit): the browser's copy when there is one, newer than the server's draft since the server
 * never had it (a session ended by another sign-in refused it), else the server's draft.
 */
export function useOfferedDraft<T>(formKey: string) {
  const server = useFormDraft<T>(formKey);
  const localCopy = useLocalCopy(formKey);
  // Read once, as the form opens: what is typed afterwards is the form's.
  const [kept] = useState(() => (localCopy.read()?.values as T | undefined) ?? null);
  return { draft: kept ?? server.data?.data ?? null, isPending: server.isPending, localCopy };
}
