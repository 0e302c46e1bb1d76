import { type RecognitionWithdrawal, recognitionWithdrawalSchema } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { Checkbox } from '@fsmis/ui/components/checkbox';
import { Textarea } from '@fsmis/ui/components/textarea';
import { WarningText } from '@fsmis/ui/components/warning-text';
import { Link } from 'react-router';
import { z } from 'zod';
import { DraftStatus, FormNotices } from '../../../components/form-kit/form-notices';
import { useDraftForm } from '../../../components/form-kit/use-draft-form';
import { useOfferedDraft } from '../../../lib/offered-draft';

const withdrawalFormSchema = z.object({
  reason: recognitionWithdrawalSchema.shape.reason,
  // Unticked is false, which the contract's `true` refuses with its own message.
  confirm: z.boolean().pipe(recognitionWithdrawalSchema.shape.confirm),
});
type WithdrawalValues = z.input<typeof withdrawalFormSchema>;

const FIELDS = [
  { name: 'reason', id: 'withdrawal-reason', apiPath: 'reason' },
  { name: 'confirm', id: 'withdrawal-confirm', apiPath: 'confirm' },
] as const;

const EMPTY: WithdrawalValues = { reason: '', confirm: false };
const REASON_MAX = recognitionWithdrawalSchema.shape.reason.out.maxLength ?? undefined;

export const withdrawalFormKey = (recognitionId: string) => `recognition-${recognitionId}-withdrawal`;

/**
 * The company withdraws its recognition: why, and a confirmation that it understands the recognition
 * ends. `withdraw` sends it; `done` follows once it is sent (back to the recognition's page).
 */
export function WithdrawalForm({
  recognitionId,
  programmeLabel,
  cancelHref,
  withdraw,
  pending,
  done,
}: {
  readonly recognitionId: string;
  readonly programmeLabel: string;
  readonly cancelHref: string;
  readonly withdraw: (withdrawal: RecognitionWithdrawal) => Promise<unknown>;
  readonly pending: boolean;
  readonly done: () => void;
}) {
  const formKey = withdrawalFormKey(recognitionId);
  const { draft, localCopy } = useOfferedDraft<WithdrawalValues>(formKey);
  const kit = useDraftForm({
    formKey,
    schema: withdrawalFormSchema,
    initialValues: EMPTY,
    draft,
    localCopy,
    fields: FIELDS,
  });
  const { register, handleSubmit, formState } = kit.form;

  const submit = (then?: () => void) =>
    handleSubmit(
      (valid) => {
        kit.clearProblems();
        withdraw({ reason: valid.reason, confirm: valid.confirm }).then(async () => {
          await kit.finishSaved(EMPTY);
          (then ?? done)();
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
          saveLabel: 'Withdraw and log out',
          saving: pending,
          saveThen: (after) => void submit(after)(),
          message: (
            <p>
              You asked to log out, but you have not withdrawn your recognition. Withdraw it, or discard what
              you typed, first.
            </p>
          ),
        }}
        restored={<p>We restored the reason you had typed. Check it before you withdraw.</p>}
      />
      <WarningText>
        Withdrawing ends your {programmeLabel} recognition. You will need to apply again to be recognised.
      </WarningText>
      <form noValidate onSubmit={submit()} aria-label="Withdraw the recognition" className="recognition-form">
        <Textarea
          id="withdrawal-reason"
          label="Why are you withdrawing this recognition?"
          rows={5}
          {...(REASON_MAX
            ? { characterCount: { max: REASON_MAX, count: String(kit.values.reason ?? '').length } }
            : {})}
          error={kit.errorFor('reason')}
          {...register('reason')}
        />
        <Checkbox
          id="withdrawal-confirm"
          label="I understand that this ends the recognition"
          error={kit.errorFor('confirm')}
          {...register('confirm')}
        />
        <div className="button-group">
          <Button type="submit" variant="warning" pending={pending}>
            {pending ? 'Withdrawing…' : 'Withdraw'}
          </Button>
          <Link to={cancelHref} className="recognition-form__cancel">
            Cancel
          </Link>
          <DraftStatus
            className="recognition-form__draft-status"
            status={kit.autosave.status}
            unsaved={formState.isDirty}
            keptMessage="Your reason is kept until you withdraw."
            failedMessage="We could not keep a copy of your reason."
          />
        </div>
      </form>
    </>
  );
}
