import type { ApplicationDetails, SavedSectionRecord } from '@fsmis/domain';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { holdPendingSave, releasePendingSave } from '../../../lib/form-drafts';
import { setUnsavedChanges } from '../../../lib/unsaved-changes';
import { applicationQueryKey } from '../api/get-application';
import { newerSectionOf, putApplicationSection } from '../api/put-application-section';

/** How long after the last change answers are saved. */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export type SectionSaver = {
  readonly status: SaveStatus;
  /** Why the last save failed, in words for the user (a conflict says what happened). */
  readonly problem: string | null;
  /** Saves now; resolves to whether the answers were kept. Saves run one after another. */
  readonly save: (answers: unknown, options?: { confirm?: boolean }) => Promise<boolean>;
};

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
  const rowVersion = useRef(application.sections[sectionId]?.rowVersion ?? 0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const conflictRef = useRef(onConflict);
  conflictRef.current = onConflict;

  const save = useCallback(
    (answers: unknown, options: { confirm?: boolean } = {}) => {
      const run = async (): Promise<boolean> => {
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
          setStatus('saved');
          return true;
        } catch (error) {
          const newer = newerSectionOf(error);
          if (newer) {
            rowVersion.current = newer.rowVersion;
            queryClient.setQueryData<ApplicationDetails>(applicationQueryKey(application.id), (held) =>
              held ? { ...held, sections: { ...held.sections, [sectionId]: newer } } : held,
            );
            conflictRef.current(newer);
            setProblem(
              `${errorMessageOf(error)}${newer.updatedByName ? ` They were saved by ${newer.updatedByName}.` : ''}`,
            );
            // What the page shows now is what is saved; the banner says what became of the edit.
            setStatus('idle');
          } else {
            setProblem(errorMessageOf(error));
            setStatus('failed');
          }
          return false;
        }
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [application.id, sectionId, queryClient],
  );

  return { status, problem, save };
}

/**
 * Saves `values` AUTOSAVE_DELAY_MS after they last changed, while `dirty`; holds up a logout meanwhile
 * (a sign-out saves them at once), and saves what is still waiting when the page is left. `saveNow`
 * saves the latest values at once (with "Save and continue": confirmed).
 */
export function useAutosave({
  key,
  values,
  dirty,
  save,
}: {
  readonly key: string;
  readonly values: unknown;
  readonly dirty: boolean;
  readonly save: (answers: unknown, options?: { confirm?: boolean }) => Promise<boolean>;
}): { readonly saveNow: (options?: { confirm?: boolean }) => Promise<boolean> } {
  const serialised = JSON.stringify(values ?? {});
  const lastSaved = useRef<string | null>(null);
  const latest = useRef(serialised);
  latest.current = serialised;

  const saveNow = useCallback(
    async (options: { confirm?: boolean } = {}) => {
      releasePendingSave(key);
      setUnsavedChanges(key, false);
      const text = latest.current;
      lastSaved.current = text;
      const kept = await save(JSON.parse(text) as unknown, options);
      if (!kept) lastSaved.current = null;
      return kept;
    },
    [key, save],
  );

  const flush = useCallback(async () => {
    if (latest.current === lastSaved.current) {
      releasePendingSave(key);
      setUnsavedChanges(key, false);
      return;
    }
    await saveNow();
  }, [key, saveNow]);

  useEffect(() => {
    if (!dirty || serialised === lastSaved.current) return;
    setUnsavedChanges(key, true);
    holdPendingSave(key, flush);
    const timer = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, serialised, key, flush]);

  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // Leaving the page saves what is still waiting.
  useEffect(
    () => () => {
      if (latest.current !== lastSaved.current && dirtyRef.current) void flush();
    },
    [flush],
  );

  return { saveNow };
}
