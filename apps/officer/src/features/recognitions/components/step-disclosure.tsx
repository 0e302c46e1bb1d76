import { Button } from '@fsmis/ui/components/button';
import { type ReactNode, useId, useState } from 'react';

/**
 * A step offered by its name, its form shown when the officer opens it (the disclosure pattern: a
 * button that says whether it is expanded, and the part it shows). The form stays in the page while
 * closed, so what was typed is kept.
 */
export function StepDisclosure({
  label,
  children,
}: {
  readonly label: string;
  readonly children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="recognitions-step">
      <Button
        variant="secondary"
        className="recognitions-step__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {label}
      </Button>
      <div id={panelId} className="recognitions-step__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
