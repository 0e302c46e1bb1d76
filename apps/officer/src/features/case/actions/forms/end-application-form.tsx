import { endApplicationSchema } from '@fsmis/domain';
import { Textarea } from '@fsmis/ui/components/textarea';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { type ActionFormProps, inPanel } from '../action-panel';
import { type Ending, useEndApplication } from '../api/post-end-application';

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
}: ActionFormProps & { readonly ending: Ending }) {
  const words = ENDINGS[ending];
  const kit = useFormKit({
    schema: endApplicationSchema,
    idPrefix: `${ending}-application`,
    defaultValues: { reason: '' },
  });
  const send = useEndApplication(application.id, ending);
  return (
    <FormFrame
      kit={kit}
      {...inPanel(controls)}
      submitLabel={words.verb}
      pending={send.isPending}
      send={send.mutateAsync}
      confirm={{
        title: `${words.verb} application ${application.referenceNumber}?`,
        body: <p>{words.what} This cannot be undone.</p>,
        confirmLabel: `${words.verb} the application`,
        destructive: true,
      }}
    >
      <p>{words.what}</p>
      <Textarea label={words.reasonLabel} hint={words.reasonHint} rows={3} {...kit.fieldProps('reason')} />
    </FormFrame>
  );
}
