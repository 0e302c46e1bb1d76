import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { clearWorkflowSuccess, useWorkflowSuccess } from '../api/workflow-success';

/**
 * The confirmation of the company's last step, above the application's details. The form that took the
 * step has usually left the page with the status it belonged to, so focus moves here; the confirmation
 * goes when the page does.
 */
export function WorkflowSuccessBanner({ applicationId }: { readonly applicationId: string }) {
  const success = useWorkflowSuccess(applicationId);
  const queryClient = useQueryClient();
  const ref = useRef<HTMLDivElement>(null);
  const at = success?.at;

  useEffect(() => {
    if (at !== undefined) ref.current?.focus();
  }, [at]);
  useEffect(() => () => clearWorkflowSuccess(queryClient, applicationId), [queryClient, applicationId]);

  if (!success) return null;
  return (
    <div ref={ref} tabIndex={-1} className="workflow-success">
      <NotificationBanner variant="success">
        <p>{success.text}</p>
      </NotificationBanner>
    </div>
  );
}
