import type { ReactNode } from 'react';
import { z } from 'zod';
import type { PanelControls } from '../action-panel';
import { ActionForm, type Confirmation } from './action-form';
import { useActionForm } from './use-action-form';

const NOTHING_TO_FILL = z.object({});

/** A step that takes no input: what it does, its button, and its confirmation when it cannot be undone. */
export function StepForm({
  controls,
  submitLabel,
  pending,
  send,
  confirm,
  children,
}: {
  readonly controls: PanelControls;
  readonly submitLabel: string;
  readonly pending: boolean;
  readonly send: () => Promise<unknown>;
  readonly confirm?: Confirmation;
  readonly children: ReactNode;
}) {
  const kit = useActionForm({ schema: NOTHING_TO_FILL, defaultValues: {}, fields: [] });
  return (
    <ActionForm
      kit={kit}
      labelledBy={controls.headingId}
      submitLabel={submitLabel}
      pending={pending}
      send={send}
      onDone={controls.done}
      onCancel={controls.cancel}
      {...(confirm ? { confirm } : {})}
    >
      {children}
    </ActionForm>
  );
}
