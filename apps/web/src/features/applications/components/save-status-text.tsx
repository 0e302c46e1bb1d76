import { formatMoment } from '@fsmis/domain';
import { type SaveStatus, UNREACHABLE_MESSAGE } from './use-section-saver';

/** Where the page's answers stand, read out politely as it changes. */
export function SaveStatusText({
  status,
  dirty,
  lastSavedAt,
  retries = true,
}: {
  readonly status: SaveStatus;
  readonly dirty: boolean;
  readonly lastSavedAt: string | null;
  /** Whether a save that could not reach the server is tried again (autosaves), or waits for the person. */
  readonly retries?: boolean;
}) {
  const text =
    status === 'saving'
      ? 'Saving your answers…'
      : status === 'waiting'
        ? retries
          ? UNREACHABLE_MESSAGE
          : 'We could not save your answers just now. Try again in a moment.'
        : status === 'refused'
          ? 'Your latest answers are not saved yet: change what the page says is wrong, and they will be saved.'
          : (status === 'saved' || dirty) && lastSavedAt
            ? `Your answers were saved at ${formatMoment(lastSavedAt)}.`
            : '';
  return (
    <p className="application-form__save-status" role="status">
      {text}
    </p>
  );
}
