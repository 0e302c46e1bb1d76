import { InactivityWarning as SessionTimeoutWarning } from '@fsmis/ui/layout/inactivity-warning';
import { getPing } from '../../features/auth/api/get-ping';
import { useSignOut } from '../../lib/sign-out';

const UNSAVED_WORK_NOTE =
  'Anything you have typed but not saved is kept, and offered back to you when you return to the form.';

/** The portal's timeout warning: the shared dialog, keeping the session with a ping, ending it with sign-out. */
export function InactivityWarning() {
  const { signOut } = useSignOut();
  return <SessionTimeoutWarning ping={getPing} signOut={signOut} unsavedWorkNote={UNSAVED_WORK_NOTE} />;
}
