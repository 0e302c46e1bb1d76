import { Button } from '@fsmis/ui/components/button';
import { type ReactNode, useId, useState } from 'react';

/**
 * A part of the page offered by its name and shown when the officer opens it (the disclosure pattern:
 * a button that says whether it is expanded, and the part it controls). The part stays in the page
 * while closed, so what was typed is kept.
 */
export function Disclosure({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="pt-disclosure">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {label}
      </Button>
      <div id={panelId} className="pt-disclosure__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
