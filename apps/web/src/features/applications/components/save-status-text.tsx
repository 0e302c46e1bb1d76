import { formatDate } from '@fsmis/domain';
import type { SaveStatus } from './use-section-saver';

/** Where the page's answers stand, read out politely as it changes. */
export function SaveStatusText({
  status,
  dirty,
  lastSavedAt,
}: {
  readonly status: SaveStatus;
  readonly dirty: boolean;
  readonly lastSavedAt: string | null;
}) {
  const text =
    status === 'saving'
      ? 'Saving your answers…'
      : status === 'failed'
        ? 'Your latest answers are not saved yet.'
        : (status === 'saved' || dirty) && lastSavedAt
          ? `Your answers were saved at ${formatDate(lastSavedAt, 'dd/MM/yyyy HH:mm')}.`
          : '';
  return (
    <p className="application-form__save-status" role="status">
      {text}
    </p>
  );
}
