import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NotificationBanner } from '../../../components/ui/notification-banner';
import { clearRecognitionSuccess, useRecognitionSuccess } from '../api/recognition-success';

/**
 * The confirmation of the company's last step on the recognition, at the top of its page. The form that
 * took the step has usually gone with it, so focus moves here; the confirmation goes when the page does.
 * It goes a moment after the banner leaves, so a banner mounted twice in a row (React's development
 * checks) keeps it; a withdrawal shows it on the recognition's page, where it is first mounted.
 */
export function RecognitionSuccessBanner({ recognitionId }: { readonly recognitionId: string }) {
  const success = useRecognitionSuccess(recognitionId);
  const queryClient = useQueryClient();
  const ref = useRef<HTMLDivElement>(null);
  const clearing = useRef<number | undefined>(undefined);
  const at = success?.at;

  useEffect(() => {
    if (at !== undefined) ref.current?.focus();
  }, [at]);
  useEffect(() => {
    window.clearTimeout(clearing.current);
    return () => {
      clearing.current = window.setTimeout(() => clearRecognitionSuccess(queryClient, recognitionId));
    };
  }, [queryClient, recognitionId]);

  if (!success) return null;
  return (
    <div ref={ref} tabIndex={-1} className="recognition-success">
      <NotificationBanner variant="success">
        <p>{success.text}</p>
      </NotificationBanner>
    </div>
  );
}
