import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button';
import './confirm-dialog.css';

export type ConfirmDialogProps = {
  /** Whether the dialog is shown; the caller opens it, and closes it on `onCancel` or after `onConfirm`. */
  readonly open: boolean;
  readonly title: string;
  /** What will happen, and that it cannot be undone. */
  readonly children: ReactNode;
  /** The confirming button's words: the action itself ("Void the application"), never just "OK". */
  readonly confirmLabel: string;
  readonly cancelLabel?: string;
  /** A destructive step shows its button in the warning colour. */
  readonly destructive?: boolean;
  readonly pending?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
};

/**
 * A modal confirmation for an irreversible step, on the browser's own <dialog>: focus moves into it
 * and stays there, Escape cancels, and focus returns to the control that opened it when it closes.
 * Focus starts on Cancel, so a hurried Enter never confirms.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onCancel();
      }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <div id={bodyId} className="confirm-dialog__body">
        {children}
      </div>
      <div className="confirm-dialog__actions">
        <Button variant={destructive ? 'warning' : 'primary'} pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button ref={cancel} variant="secondary" onClick={() => !pending && onCancel()}>
          {cancelLabel}
        </Button>
      </div>
    </dialog>
  );
}
