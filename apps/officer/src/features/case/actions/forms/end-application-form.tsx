import { endApplicationSchema, type OfficerApplicationCase } from '@fsmis/domain';
import { Textarea } from '@fsmis/ui/components/textarea';
import type { PanelControls } from '../action-panel';
import { type Ending, useEndApplication } from '../api/post-end-application';
import { ActionForm } from './action-form';
import { useActionForm } from './use-action-form';

/** How each ending reads: its button, what it does, and what the reason is asked as. */
const ENDINGS: Readonly<
  Record<Ending, { verb: string; what: string; reasonLabel: string; reasonHint: string }>
> = {
  void: {
    verb: 'Void',
    what: 'A voided application stops here: the company cannot continue it.',
    reasonLabel: 'Why is the application voided?',
    reasonHint: 'For example, it duplicates another application. The company reads this.',
  },
  withdraw: {
    verb: 'Withdraw',
    what: 'A withdrawn application stops here, as the company asked.',
    reasonLabel: 'Why is the application withdrawn?',
    reasonHint: 'For example, the company’s request and its date. The company reads this.',
  },
  close: {
    verb: 'Close',
    what: 'A closed application is kept as a record; its recognition is not changed.',
    reasonLabel: 'Why is the application closed?',
    reasonHint: 'For example, a later application superseded it, or the recognition expired.',
  },
};

/** Void or withdraw (before the outcome), or close (once recognised), with the reason the company reads. */
export function EndApplicationForm({
  application,
  ending,
  controls,
}: {
  readonly application: OfficerApplicationCase;
  readonly ending: Ending;
  readonly controls: PanelControls;
}) {
  const words = ENDINGS[ending];
  const id = `${ending}-application-reason`;
  const kit = useActionForm({
    schema: endApplicationSchema,
    defaultValues: { reason: '' },
    fields: [{ path: 'reason', id }],
  });
  const send = useEndApplication(application.id, ending);
  return (
    <ActionForm
      kit={kit}
      labelledBy={controls.headingId}
      submitLabel={words.verb}
      pending={send.isPending}
      send={(values) => send.mutateAsync(values)}
      onDone={controls.done}
      onCancel={controls.cancel}
      confirm={{
        title: `${words.verb} application ${application.referenceNumber}?`,
        body: <p>{words.what} This cannot be undone.</p>,
        confirmLabel: `${words.verb} the application`,
        destructive: true,
      }}
    >
      <p>{words.what}</p>
      <Textarea
        id={id}
        label={words.reasonLabel}
        hint={words.reasonHint}
        rows={3}
        error={kit.errorFor('reason')}
        {...kit.form.register('reason')}
      />
    </ActionForm>
  );
}
