import type { OfficerApplicationCase } from '@fsmis/domain';
import { type ReactNode, useId, useRef, useState } from 'react';

/** How an action's form hands control back: after the step (the message takes focus) or on Cancel. */
export type PanelControls = {
  /** The id of the panel's heading, which names its form. */
  readonly headingId: string;
  readonly done: () => void;
  readonly cancel: () => void;
};

/** What every action's form is given: the case, and its panel's controls. */
export type ActionFormProps = {
  readonly application: OfficerApplicationCase;
  readonly controls: PanelControls;
};

/** How a form sits in its panel: named by the panel's heading, closed after the step or on Cancel. */
export const inPanel = (controls: PanelControls) => ({
  labelledBy: controls.headingId,
  className: 'case-actions__form',
  onDone: controls.done,
  onCancel: controls.cancel,
});

/**
 * One action of the case, shown as a disclosure: its heading is a button that opens its form below.
 * Several may be open at once; Cancel closes the form and puts focus back on the heading's button.
 */
export function ActionPanel({
  title,
  summary,
  children,
}: {
  readonly title: string;
  /** One line saying what the action does, shown under the button. */
  readonly summary?: string;
  readonly children: (controls: PanelControls) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const contentId = useId();
  const summaryId = useId();
  const controls: PanelControls = {
    headingId,
    done: () => setOpen(false),
    cancel: () => {
      setOpen(false);
      toggle.current?.focus();
    },
  };
  return (
    <div className={open ? 'case-actions__panel case-actions__panel--open' : 'case-actions__panel'}>
      <h3 className="case-actions__panel-heading">
        <button
          ref={toggle}
          id={headingId}
          type="button"
          className="case-actions__toggle"
          aria-expanded={open}
          aria-controls={contentId}
          aria-describedby={summary ? summaryId : undefined}
          onClick={() => setOpen((shown) => !shown)}
        >
          {title}
        </button>
      </h3>
      {summary ? (
        <p id={summaryId} className="case-actions__summary">
          {summary}
        </p>
      ) : null}
      <div id={contentId} className="case-actions__content" hidden={!open}>
        {open ? children(controls) : null}
      </div>
    </div>
  );
}

/**
 * An action of the case's status that the API would refuse now: its title, not a button, and beside it
 * the API's reason, so that the officer (and a screen reader) learns why before filling any form.
 */
export function ClosedAction({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const reasonId = useId();
  return (
    <div className="case-actions__panel case-actions__panel--closed">
      <h3 className="case-actions__panel-heading case-actions__closed-title" aria-describedby={reasonId}>
        {title}
      </h3>
      <p id={reasonId} className="case-actions__reason">
        <strong className="case-actions__reason-label">Not available now: </strong>
        {children}
      </p>
    </div>
  );
}
