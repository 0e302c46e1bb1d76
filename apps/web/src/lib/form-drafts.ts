import { type FormDraftRecord, formDraftSchema, savedFormDraftSchema } from '@fsmis/domain';
import { http, isHttpError } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiPaths } from '../config/paths';
import type { LocalCopyOfForm } from './local-copies';
import { SAVE_TIMEOUT_MS, saveFailureOfError, useSaveRetry } from './save-retry';
import { setUnsavedChanges } from './unsaved-changes';

/**
 * Drafts of forms, kept on the server per user (`/api/form-drafts/{formKey}`): what a person types is
 * saved shortly after they stop typing, so an inactivity sign-out, a closed tab or a lost connection
 * never loses it. The next visit to the form offers it back.
 */
export type FormDraft<T> = Omit<FormDraftRecord, 'data'> & { readonly data: T };

/** How long after the last change a draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 1_000;

export const formDraftQueryKey = (formKey: string) => [...SESSION_QUERY_KEY, 'form-draft', formKey] as const;

/** The form's draft, or null when it has none (or the portal keeps no drafts). */
export async function getFormDraft<T>(formKey: string, signal?: AbortSignal): Promise<FormDraft<T> | null> {
  try {
    const { data } = await http.get<unknown>(apiPaths.formDraft(formKey), { signal });
    // The API keeps any object: what it holds are this form's values as last typed. The form kit lays
    // them over what the form starts from, and the form's schema checks them before anything is saved.
    return formDraftSchema.nullable().parse(data) as FormDraft<T> | null;
  } catch (error) {
    // A portal without the drafts endpoint (404) simply has no drafts to offer.
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}

export async function putFormDraft(formKey: string, data: object): Promise<string> {
  const response = await http.put<unknown>(
    apiPaths.formDraft(formKey),
    { data },
    { signal: AbortSignal.timeout(SAVE_TIMEOUT_MS) },
  );
  return savedFormDraftSchema.parse(response.data).savedAt;
}

export async function deleteFormDraft(formKey: string): Promise<void> {
  await http.delete<null>(apiPaths.formDraft(formKey));
}

export function formDraftQueryOptions<T>(formKey: string) {
  return queryOptions({
    queryKey: formDraftQueryKey(formKey),
    queryFn: ({ signal }) => getFormDraft<T>(formKey, signal),
    // A draft is read once per visit to its form: it is what the form starts from, not live data.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useFormDraft<T>(formKey: string) {
  return useQuery(formDraftQueryOptions<T>(formKey));
}

/** Saves waiting for their delay, by form; a sign-out saves them at once before the session ends. */
const pendingSaves = new Map<string, () => Promise<void>>();

/** Registers a save that waits for its delay (key: the form), so a sign-out can make it at once. */
export function holdPendingSave(key: string, save: () => Promise<void>): void {
  pendingSaves.set(key, save);
}

export function releasePendingSave(key: string): void {
  pendingSaves.delete(key);
}

/** Saves every draft still waiting for its delay. Never fails: a draft is a safety net. */
export async function flushFormDrafts(): Promise<void> {
  await Promise.all([...pendingSaves.values()].map((save) => save().catch(() => undefined)));
}

/** `failed`: the server refused the draft (it waits for a change); `waiting`: out of reach, tried again. */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'waiting';

export type FormAutosave = {
  readonly status: AutosaveStatus;
  /** Deletes the draft: the form was saved, or the user discarded the changes. */
  readonly discardDraft: () => Promise<void>;
};

/**
 * Keeps a form's draft on the server while it holds unsaved edits, and tells the session so (the unsaved-changes flag that holds up a logout). `values` is saved
 * DRAFT_SAVE_DELAY_MS after it last changed; a refused save waits for a change, one that could not reach
 * the server is tried again after a growing pause. `enabled` is false until the form has loaded what it
 * starts from. With `localCopy`, the values are also kept in the browser until the server has them (a
 * session ended by another sign-in refuses the draft, and the browser's copy is what comes back).
 */
export function useFormAutosave({
  formKey,
  values,
  unsaved,
  enabled,
  localCopy,
}: {
  readonly formKey: string;
  readonly values: object;
  readonly unsaved: boolean;
  readonly enabled: boolean;
  readonly localCopy?: LocalCopyOfForm | undefined;
}): FormAutosave {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const serialised = JSON.stringify(values);
  /** The values last sent: kept, or refused (not sent again as they are). */
  const lastSent = useRef<string | null>(null);
  const latest = useRef(serialised);
  latest.current = serialised;
  const retry = useSaveRetry();
  const localRef = useRef(localCopy);
  localRef.current = localCopy;

  useEffect(() => {
    setUnsavedChanges(formKey, enabled && unsaved);
  }, [formKey, enabled, unsaved]);
  useEffect(() => () => setUnsavedChanges(formKey, false), [formKey]);

  const save = useCallback(async () => {
    pendingSaves.delete(formKey);
    retry.reset(false);
    const text = latest.current;
    if (text === lastSent.current) return;
    setStatus('saving');
    try {
      await putFormDraft(formKey, JSON.parse(text) as object);
      lastSent.current = text;
      retry.reset(true);
      if (latest.current === text) localRef.current?.forget();
      setStatus('saved');
    } catch (error) {
      const failure = saveFailureOfError(error);
      if (failure === 'unreachable') {
        retry.failed(() => void save());
        setStatus('waiting');
      } else {
        // Refused, or the session ended: not sent again as it is.
        lastSent.current = text;
        setStatus('failed');
      }
    }
  }, [formKey, retry]);

  useEffect(() => {
    if (!enabled || !unsaved || serialised === lastSent.current) {
      pendingSaves.delete(formKey);
      return;
    }
    localRef.current?.keep(JSON.parse(serialised) as unknown);
    pendingSaves.set(formKey, save);
    const timer = window.setTimeout(() => void save(), DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, unsaved, serialised, formKey, save]);

  // Leaving the form (another page, a sign-out) saves what is still waiting.
  useEffect(
    () => () => {
      const pending = pendingSaves.get(formKey);
      if (pending) void pending();
    },
    [formKey],
  );

  const discardDraft = useCallback(async () => {
    pendingSaves.delete(formKey);
    retry.reset(false);
    localRef.current?.forget();
    lastSent.current = null;
    setStatus('idle');
    queryClient.setQueryData(formDraftQueryKey(formKey), null);
    await deleteFormDraft(formKey).catch(() => undefined);
  }, [formKey, queryClient, retry]);

  return { status, discardDraft };
}
