import {
  PT_SAMPLE_CONDITION_LABELS,
  PT_SAMPLE_CONDITIONS,
  type PtReceiptRequest,
  ptReceiptRequestSchema,
} from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { Radios } from '@fsmis/ui/components/radios';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { FormNotices } from '../../../components/form-kit/form-notices';
import { useDraftForm } from '../../../components/form-kit/use-draft-form';
import { useOfferedDraft } from '../../../lib/offered-draft';
import { usePtReceipt } from '../api/post-pt-receipt';

export const receiptFormKey = (roundId: string) => `pt-${roundId}-receipt`;

const ID = 'pt-receipt';
const FIELDS = [
  { name: 'receivedOn', id: `${ID}-received-on` },
  { name: 'condition', id: `${ID}-condition` },
  { name: 'notes', id: `${ID}-notes` },
] as const;
const NOTES_MAX = 2000;

const CONDITION_OPTIONS = PT_SAMPLE_CONDITIONS.map((condition) => ({
  value: condition,
  label: PT_SAMPLE_CONDITION_LABELS[condition],
}));

// The condition starts unchosen: the laboratory looks at the items before it says.
const EMPTY = { receivedOn: '', condition: '', notes: '' } as unknown as PtReceiptRequest;

/** The laboratory confirms its test items arrived: on which day, in what condition, and what was wrong. */
export function ReceiptForm({ roundId }: { readonly roundId: string }) {
  const formKey = receiptFormKey(roundId);
  const { draft, localCopy } = useOfferedDraft<PtReceiptRequest>(formKey);
  const kit = useDraftForm({
    formKey,
    schema: ptReceiptRequestSchema,
    initialValues: EMPTY,
    draft,
    localCopy,
    fields: FIELDS,
  });
  const { register, handleSubmit, formState } = kit.form;
  const receipt = usePtReceipt(roundId);
  const condition: string = kit.values.condition ?? '';

  const submit = (then?: () => void) =>
    handleSubmit(
      (valid) => {
        kit.clearProblems();
        receipt.mutateAsync(valid).then(async () => {
          await kit.finishSaved(EMPTY);
          then?.();
        }, kit.reportRefusal);
      },
      (invalid) => kit.reportInvalid(invalid),
    );

  return (
    <>
      <FormNotices
        kit={kit}
        dirty={formState.isDirty}
        unsaved={{
          saveLabel: 'Confirm and log out',
          saving: receipt.isPending,
          saveThen: (after) => void submit(after)(),
          message: (
            <p>
              You asked to log out, but you have not confirmed that your test items arrived. Confirm it or
              discard your changes first.
            </p>
          ),
        }}
        restored={<p>We restored what you had typed about your test items. Check it, then confirm.</p>}
      />
      <form noValidate onSubmit={submit()} aria-labelledby={`${ID}-heading`} className="pt-form">
        <h3 id={`${ID}-heading`} className="pt-form__heading">
          Confirm the test items arrived
        </h3>
        <TextInput
          id={FIELDS[0].id}
          type="date"
          label="Date received"
          hint="The day the test items reached your laboratory."
          width="short"
          error={kit.errorFor('receivedOn')}
          {...register('receivedOn')}
        />
        <Radios
          id={FIELDS[1].id}
          legend="What condition did the test items arrive in?"
          error={kit.errorFor('condition')}
          options={CONDITION_OPTIONS}
          {...register('condition')}
        />
        <Textarea
          id={FIELDS[2].id}
          label={
            condition === 'good' || condition === ''
              ? 'Notes (optional)'
              : 'What was wrong with the test items?'
          }
          hint="Say what you found, for example which items were damaged or the temperature on arrival."
          rows={4}
          characterCount={{ max: NOTES_MAX, count: String(kit.values.notes ?? '').length }}
          error={kit.errorFor('notes')}
          {...register('notes')}
        />
        <Button type="submit" pending={receipt.isPending}>
          {receipt.isPending ? 'Confirming…' : 'Confirm receipt'}
        </Button>
      </form>
    </>
  );
}
