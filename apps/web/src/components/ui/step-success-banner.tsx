import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { clearStepSuccess, type StepSuccessScope, useStepSuccess } from '../../lib/step-success';
import './step-success-banner.css';

/**
 * The confirmation of the user's last step on a record, at the top of its page. The form that took the
 * step has usually gone with it, so focus moves here. The confirmation goes when the page does, or when
 * `page` changes (another tab of the same record); a moment later, so that a banner mounted twice in a
 * row (React's development checks) keeps it.
 */
export function StepSuccessBanner({
  scope,
  page,
}: {
  readonly scope: StepSuccessScope;
  readonly page?: string;
}) {
  const success = useStepSuccess(scope);
  const queryClient = useQueryClient();
  const ref = useRef<HTMLDivElement>(null);
  const clearing = useRef<number | undefined>(undefined);
  const at = success?.at;
  const [kind, id] = scope;

  useEffect(() => {
    if (at !== undefined) ref.current?.focus();
  }, [at]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts without the last step's confirmation
  useEffect(() => {
    window.clearTimeout(clearing.current);
    return () => {
      clearing.current = window.setTimeout(() => clearStepSuccess(queryClient, [kind, id]));
    };
  }, [queryClient, kind, id, page]);

  if (!success) return null;
  return (
    <div ref={ref} tabIndex={-1} className="step-success">
      <NotificationBanner variant="success">
        <p>{success.text}</p>
      </NotificationBanner>
    </div>
  );
}
