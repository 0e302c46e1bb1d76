import { type MouseEvent, useEffect, useRef } from 'react';
import './error-summary.css';

export type ErrorSummaryItem = {
  /** The id of the field the message is about; without it the message is shown as plain text. */
  readonly fieldId?: string;
  readonly text: string;
};

export type ErrorSummaryProps = {
  readonly items: readonly ErrorSummaryItem[];
  readonly title?: string;
  /**
   * Changes each time the user submits: the summary takes focus then, so a screen reader reads it
   * and a keyboard user starts from it, even when the messages are the same as before.
   */
  readonly focusKey?: number;
  /**
   * Whether the summary takes focus when it appears (true). False for problems met while the person is
   * typing (a refused autosave): the summary's alert announces them without taking them off their field.
   */
  readonly moveFocus?: boolean;
};

/** The GOV.UK error summary: every problem of the last submission, each linked to its field. */
export function ErrorSummary({
  items,
  title = 'There is a problem',
  focusKey = 0,
  moveFocus = true,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on each submission (focusKey), not on each render
  useEffect(() => {
    if (moveFocus && items.length > 0) ref.current?.focus();
  }, [focusKey, items.length > 0]);

  if (items.length === 0) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    // Bring the label into view with the field: it tells the user what the field is for.
    const label = document.querySelector<HTMLElement>(`label[for="${CSS.escape(fieldId)}"]`);
    (label ?? field).scrollIntoView({ block: 'start' });
    field.focus({ preventScroll: true });
  };

  return (
    <div className="error-summary" ref={ref} tabIndex={-1}>
      <div role="alert">
        <h2 className="error-summary__title">{title}</h2>
        <ul className="error-summary__list">
          {items.map((item) =>
            item.fieldId ? (
              <li key={`${item.fieldId}:${item.text}`}>
                <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId ?? '')}>
                  {item.text}
                </a>
              </li>
            ) : (
              <li key={item.text}>{item.text}</li>
            ),
          )}
        </ul>
      </div>
    </div>
  );
}
