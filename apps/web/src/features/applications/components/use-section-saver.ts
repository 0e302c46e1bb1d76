import {
  type ApplicationDetails,
  firstErrorMessage,
  isRecord,
  type SavedSectionRecord,
  type SaveFailure,
} from '@fsmis/domain';
import { errorMessageOf, isHttpError } from '@fsmis/ui/lib/http-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { holdPendingSave, releasePendingSave } from '../../../lib/form-drafts';
import { useLocalCopy } from '../../../lib/local-copies';
import { saveFailureOfError, useSaveRetry } from '../../../lib/save-retry';
import { setUnsavedChanges } from '../../../lib/unsaved-changes';
import { applicationQueryKey } from '../api/get-application';
import { newerSectionOf, putApplicationSection } from '../api/put-application-section';

/** How long after the last change answers are saved. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Where the page's answers stand: `refused` (the API said what is wrong with them: they wait for a
 * change), `waiting` (the server could not be reached: they are tried again shortly).
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'refused' | 'waiting';

/** What a save came to: kept, or why not. */
export type SaveOutcome = 'saved' | SaveFailure;

/** The API's refusal of a save: its message for each field path it names (`answers.effectiveDate`). */
export type SaveRefusal = {
  readonly fields: Readonly<Record<string, string>>;
  /** The refusal in words, for a refusal that names no field. */
  readonly message: string;
};

export type SectionSaver = {
  readonly status: SaveStatus;
  /** Why the last save failed, in words for the user (a conflict says what happened). */
  readonly problem: string | null;
  /** The last save's refusal, until a save is kept. */
  readonly refusal: SaveRefusal | null;
  /** Saves now; resolves to what became of it. Saves run one after another. */
  readonly save: (answers: unknown, options?: { confirm?: boolean }) => Promise<SaveOutcome>;
};

/** The message a person can act on while the server is out of reach: nothing typed is lost. */
export const UNREACHABLE_MESSAGE =
  'We could not save your answers just now. We will try again shortly: what you type is kept in this browser meanwhile.';

/**
 * Saves one section of a draft, as far as filled, with the row version it was edited from: a save from a
 * stale copy (another tab, a colleague) is refused, and `onConflict` gets the newer answers to show.
 * Every save updates the application held by the page (states, last saved by whom and when).
 */
export function useSectionSaver({
  application,
  sectionId,
  onConflict,
}: {
  readonly application: ApplicationDetails;
  readonly sectionId: string;
  readonly onConflict: (newer: SavedSectionRecord) => void;
}): SectionSaver {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const rowVersion = useRef(application.sections[sectionId]?.rowVersion ?? 0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const conflictRef = useRef(onConflict);
  conflictRef.current = onConflict;

  const save = useCallback(
    (answers: unknown, options: { confirm?: boolean } = {}) => {
      const run = async (): Promise<SaveOutcome> => {
        setStatus('saving');
        try {
          const result = await putApplicationSection({
            applicationId: application.id,
            sectionId,
            answers,
            rowVersion: rowVersion.current,
            confirm: options.confirm ?? false,
          });
          rowVersion.current = result.section.rowVersion;
          queryClient.setQueryData<ApplicationDetails>(applicationQueryKey(application.id), (held) =>
            held
              ? {
                  ...held,
                  sections: { ...held.sections, [sectionId]: result.section },
                  states: result.states,
                  lastSavedAt: result.lastSavedAt,
                  lastSavedByName: result.lastSavedByName,
                }
              : held,
          );
          setProblem(null);
          setRefusal(null);
          setStatus('saved');
          return 'saved';
        } catch (error) {
          const failure = saveFailureOfError(error);
          const newer = failure === 'stale' ? newerSectionOf(error) : null;
          if (newer) {
            rowVersion.current = newer.rowVersion;
            queryClient.setQueryData<ApplicationDetails>(applicationQueryKey(application.id), (held) =>
              held ? { ...held, sections: { ...held.sections, [sectionId]: newer } } : held,
            );
            conflictRef.current(newer);
            setProblem(
              `${errorMessageOf(error)}${newer.updatedByName ? ` They were saved by ${newer.updatedByName}.` : ''}`,
            );
            setRefusal(null);
            // What the page shows now is what is saved; the banner says what became of the edit.
            setStatus('idle');
          } else if (failure === 'unreachable') {
            setProblem(null);
            setStatus('waiting');
          } else {
            // Refused (or the session ended): the answers wait for a change, and the page says why.
            setProblem(null);
            setRefusal(refusalOf(error));
            setStatus('refused');
          }
          return failure;
        }
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [application.id, sectionId, queryClient],
  );

  return { status, problem, refusal, save };
}

/** The API's 400 names each field it refuses (`{ "answers.document": ["…"] }`); other refusals only say why. */
function refusalOf(error: unknown): SaveRefusal {
  const details = isHttpError(error) && isRecord(error.details) ? error.details : {};
  const fields: Record<string, string> = {};
  for (const [path, messages] of Object.entries(details)) {
    const message = firstErrorMessage(messages);
    if (message) fields[path] = message;
  }
  return { fields, message: errorMessageOf(error) };
}

/**
 * Saves `values` AUTOSAVE_DELAY_MS after they last changed, while `dirty`, and keeps them in the browser
 * until they are saved (`localKey`, per signed-in user: see local-copies.ts). A refused save is not sent
 * again until the values change; a save that could not reach the server is tried again after a pause
 * that grows each time. Holds up a logout while a save waits for its delay (a sign-out saves it at
 * once), and saves what is still waiting when the page is left. `saveNow` saves the latest values at
 * once (with "Save and continue": confirmed).
 */
export function useAutosave({
  key,
  values,
  dirty,
  base,
  save,
}: {
  readonly key: string;
  readonly values: unknown;
  readonly dirty: boolean;
  /** What the values were edited from (the section's row version), kept with the browser's copy. */
  readonly base: number;
  readonly save: (answers: unknown, options?: { confirm?: boolean }) => Promise<SaveOutcome>;
}): { readonly saveNow: (options?: { confirm?: boolean }) => Promise<boolean> } {
  const serialised = JSON.stringify(values ?? {});
  /** The values last sent: a refused or kept save is not sent again as it is. */
  const lastSent = useRef<string | null>(null);
  const latest = useRef(serialised);
  latest.current = serialised;
  // The page hands a new function on each render: the saves below must not start again because of it.
  const saveRef = useRef(save);
  saveRef.current = save;
  const local = useLocalCopy(key);
  const localRef = useRef(local);
  localRef.current = local;
  const retry = useSaveRetry();

  const saveNow = useCallback(
    async (options: { confirm?: boolean } = {}) => {
      releasePendingSave(key);
      setUnsavedChanges(key, false);
      retry.reset(false);
      const text = latest.current;
      lastSent.current = text;
      const outcome = await saveRef.current(JSON.parse(text) as unknown, options);
      if (outcome === 'saved') {
        retry.reset(true);
        if (latest.current === text) localRef.current.forget();
      } else if (outcome === 'unreachable') {
        lastSent.current = null;
        retry.failed(() => void flushRef.current());
      }
      return outcome === 'saved';
    },
    [key, retry],
  );

  const flush = useCallback(async () => {
    if (latest.current === lastSent.current) {
      releasePendingSave(key);
      setUnsavedChanges(key, false);
      return;
    }
    await saveNow();
  }, [key, saveNow]);
  const flushRef = useRef(flush);
  flushRef.current = flush;

  useEffect(() => {
    if (!dirty || serialised === lastSent.current) return;
    localRef.current.keep(JSON.parse(serialised) as unknown, base);
    setUnsavedChanges(key, true);
    holdPendingSave(key, flush);
    const timer = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, serialised, key, base, flush]);

  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // Leaving the page saves what is still waiting (only then: `flush` keeps its identity while it is open).
  useEffect(
    () => () => {
      if (latest.current !== lastSent.current && dirtyRef.current) void flush();
    },
    [flush],
  );

  return { saveNow };
}
