import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The confirmation of the officer's last step on the page: the API's sentence, and when it came. */
export type StepSuccess = { readonly text: string; readonly at: number };

/** The page's last confirmation, and the way a step reports one. */
export function useStepSuccess() {
  const [success, setSuccess] = useState<StepSuccess | null>(null);
  const announce = useCallback((text: string) => setSuccess({ text, at: Date.now() }), []);
  return [success, announce] as const;
}

/**
 * The confirmation at the top of the page. The form that took the step has often gone with it (the step
 * is no longer open), so focus moves here, and a screen reader reads it.
 */
export function StepSuccessBanner({ success }: { readonly success: StepSuccess | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const at = success?.at;
  useEffect(() => {
    if (at !== undefined) ref.current?.focus();
  }, [at]);
  if (!success) return null;
  return (
    <div ref={ref} tabIndex={-1} className="recognitions-success">
      <NotificationBanner variant="success">
        <p>{success.text}</p>
      </NotificationBanner>
    </div>
  );
}
