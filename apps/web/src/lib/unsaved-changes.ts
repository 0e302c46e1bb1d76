import { useSyncExternalStore } from 'react';

/**
 * The session's unsaved-changes flag (docs/requirements.md §3): which forms hold edits not yet saved, and
 * whether the user has tried to log out meanwhile (docs/requirements.md §4: logout is refused and the attempt
 * recorded, so the form can offer to save or discard before logging out).
 */
export type UnsavedChangesState = {
  readonly hasUnsavedChanges: boolean;
  /** Counts the refused logouts; a form reacts each time it changes. 0 until one is refused. */
  readonly logoutAttempts: number;
};

const dirtyForms = new Set<string>();
let state: UnsavedChangesState = { hasUnsavedChanges: false, logoutAttempts: 0 };
const listeners = new Set<() => void>();

function update(next: UnsavedChangesState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** A form says whether it holds unsaved edits, under its own key. */
export function setUnsavedChanges(formKey: string, unsaved: boolean): void {
  const had = dirtyForms.has(formKey);
  if (had === unsaved) return;
  if (unsaved) dirtyForms.add(formKey);
  else dirtyForms.delete(formKey);
  const hasUnsavedChanges = dirtyForms.size > 0;
  update({ hasUnsavedChanges, logoutAttempts: hasUnsavedChanges ? state.logoutAttempts : 0 });
}

/** Whether a logout may go ahead; when it may not, the attempt is recorded for the forms to act on. */
export function mayLogOut(): boolean {
  if (!state.hasUnsavedChanges) return true;
  update({ ...state, logoutAttempts: state.logoutAttempts + 1 });
  return false;
}

/** Forgets every form's edits: the session has ended, or the user chose to discard them. */
export function clearUnsavedChanges(): void {
  dirtyForms.clear();
  update({ hasUnsavedChanges: false, logoutAttempts: 0 });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getUnsavedChanges(): UnsavedChangesState {
  return state;
}

export function useUnsavedChanges(): UnsavedChangesState {
  return useSyncExternalStore(subscribe, getUnsavedChanges, getUnsavedChanges);
}
