import { INACTIVITY_WARNING_MS, inactivityState } from '@fsmis/domain';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../components/button';
import { describeTimeLeft, readAutoLogoutAt, subscribeAutoLogoutAt } from '../lib/inactivity';
import './inactivity-warning.css';

export type InactivityWarningProps = {
  /** Keeps the session alive (GET /api/auth/ping); its answer carries the new deadline. */
  readonly ping: () => Promise<unknown>;
  /** Ends the session: at the deadline with reason 'inactivity', or when the person chooses to. */
  readonly signOut: (options: { readonly reason?: 'inactivity'; readonly force: true }) => unknown;
  /** What happens to unsaved work, in the app's own words. */
  readonly unsavedWorkNote: string;
};

/** Screen readers hear the time left this often; the screen shows it every second. */
const ANNOUNCE_EVERY_MS = 15_000;

function readDeadline(): number | null {
  return readAutoLogoutAt()?.getTime() ?? null;
}

function useDeadline(): number | null {
  return useSyncExternalStore(subscribeAutoLogoutAt, readDeadline, readDeadline);
}

/** The time now, once a second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * Watches the session's inactivity deadline (kept in step across tabs). Two minutes before it, a
 * modal dialog offers to stay signed in (the HMRC timeout pattern); at the deadline the session ends
 * and Login says why.
 */
export function InactivityWarning({ ping, signOut, unsavedWorkNote }: InactivityWarningProps) {
  const deadline = useDeadline();
  const now = useNow();
  const state = deadline === null ? 'active' : inactivityState(new Date(deadline), new Date(now));
  const signingOut = useRef(false);

  useEffect(() => {
    if (state !== 'expired' || signingOut.current) return;
    signingOut.current = true;
    void signOut({ reason: 'inactivity', force: true });
  }, [state, signOut]);

  if (state !== 'warning' || deadline === null) return null;
  return (
    <TimeoutDialog
      timeLeft={deadline - now}
      ping={ping}
      unsavedWorkNote={unsavedWorkNote}
      onSignOut={() => void signOut({ force: true })}
    />
  );
}

function TimeoutDialog({
  timeLeft,
  ping,
  unsavedWorkNote,
  onSignOut,
}: {
  readonly timeLeft: number;
  readonly ping: () => Promise<unknown>;
  readonly unsavedWorkNote: string;
  readonly onSignOut: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [staying, setStaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A modal dialog: the rest of the page is inert, so focus stays inside it.
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      returnFocusTo?.focus({ preventScroll: true });
    };
  }, []);

  const stay = useCallback(async () => {
    if (staying) return;
    setStaying(true);
    setProblem(null);
    try {
      // The new deadline arrives with the answer; the dialog closes when it does.
      await ping();
    } catch {
      setProblem('We could not keep you signed in. Check your internet connection and try again.');
    } finally {
      setStaying(false);
    }
  }, [staying, ping]);

  // Screen readers hear the time left in 15-second steps, the screen shows it to the second.
  const announced = Math.ceil(timeLeft / ANNOUNCE_EVERY_MS) * ANNOUNCE_EVERY_MS;
  return (
    <dialog
      ref={dialogRef}
      className="timeout-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="timeout-dialog-title"
      aria-describedby="timeout-dialog-announcement"
      onCancel={(event) => {
        // Escape keeps the session, as "Stay signed in" does.
        event.preventDefault();
        void stay();
      }}
    >
      <h2 id="timeout-dialog-title" className="timeout-dialog__title">
        You’re about to be signed out
      </h2>
      <p className="timeout-dialog__text" aria-hidden="true">
        For your security, we will sign you out in{' '}
        <strong className="timeout-dialog__countdown">{describeTimeLeft(timeLeft)}</strong>.
      </p>
      <p id="timeout-dialog-announcement" className="visually-hidden" aria-live="polite" aria-atomic="true">
        For your security, we will sign you out in{' '}
        {describeTimeLeft(Math.min(announced, INACTIVITY_WARNING_MS))}.
      </p>
      <p>{unsavedWorkNote}</p>
      {problem ? (
        <p className="timeout-dialog__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="button-group timeout-dialog__actions">
        <Button pending={staying} onClick={() => void stay()}>
          Stay signed in
        </Button>
        <Button variant="link" onClick={onSignOut}>
          Sign out
        </Button>
      </div>
    </dialog>
  );
}
