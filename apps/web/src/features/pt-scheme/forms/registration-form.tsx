import {
  PT_LOCAL_COUNTRY,
  type PtRegistrationForm,
  type PtRegistrationRequest,
  ptRegistrationRequestSchemaFor,
} from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { CheckboxGroup } from '@fsmis/ui/components/checkbox-group';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { TextInput } from '@fsmis/ui/components/text-input';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { FormNotices } from '../../../components/form-kit/form-notices';
import { useDraftForm } from '../../../components/form-kit/use-draft-form';
import { useOfferedDraft } from '../../../lib/offered-draft';
import { usePtRegistration } from '../api/post-pt-registration';

export const registrationFormKey = (roundId: string) => `pt-${roundId}-registration`;

const ID = 'pt-registration';

/** The form's fields in the order they are shown: the error summary lists problems in it. */
const FIELDS = [
  { name: 'analyteIds', id: `${ID}-analytes` },
  { name: 'contactName', id: `${ID}-contact-name` },
  { name: 'contactEmail', id: `${ID}-contact-email` },
  { name: 'contactNumber', id: `${ID}-contact-number` },
  { name: 'deliveryAddress.line1', id: `${ID}-address-line1` },
  { name: 'deliveryAddress.line2', id: `${ID}-address-line2` },
  { name: 'deliveryAddress.city', id: `${ID}-address-city` },
  { name: 'deliveryAddress.postalCode', id: `${ID}-address-postal-code` },
  { name: 'deliveryAddress.country', id: `${ID}-address-country` },
] as const;

const idOf = (path: (typeof FIELDS)[number]['name']) =>
  FIELDS.find((field) => field.name === path)?.id ?? path;

/**
 * The laboratory registers for the round: the analytes it will test, who to contact, and where its test
 * items go. A local laboratory gives a Singapore address (6-digit postal code, the country fixed) and
 * number; an overseas one writes its address and number as its country does.
 */
export function RegistrationForm({
  roundId,
  roundCode,
  form: offer,
}: {
  readonly roundId: string;
  readonly roundCode: string;
  readonly form: PtRegistrationForm;
}) {
  const { isLocalLab } = offer;
  const formKey = registrationFormKey(roundId);
  const schema = useMemo(() => ptRegistrationRequestSchemaFor(isLocalLab), [isLocalLab]);
  const initialValues = useMemo<PtRegistrationRequest>(
    () => ({
      analyteIds: [],
      ...offer.suggested,
      deliveryAddress: {
        ...offer.suggested.deliveryAddress,
        ...(isLocalLab ? { country: PT_LOCAL_COUNTRY } : {}),
      },
    }),
    [offer.suggested, isLocalLab],
  );
  const { draft, localCopy } = useOfferedDraft<PtRegistrationRequest>(formKey);
  const kit = useDraftForm({
    formKey,
    schema,
    initialValues,
    draft,
    localCopy,
    fields: FIELDS,
  });
  const { control, register, handleSubmit, formState } = kit.form;
  const registration = usePtRegistration(roundId, roundCode);

  const submit = (then?: () => void) =>
    handleSubmit(
      (valid) => {
        kit.clearProblems();
        registration.mutateAsync(valid).then(async () => {
          await kit.finishSaved(initialValues);
          then?.();
        }, kit.reportRefusal);
      },
      (invalid) => kit.reportInvalid(invalid),
    );

  const text = (
    path: (typeof FIELDS)[number]['name'],
    label: string,
    extra: { hint?: string; width?: 'full' | 'medium' | 'short'; type?: string; autoComplete?: string } = {},
  ) => <TextInput id={idOf(path)} label={label} error={kit.errorFor(path)} {...extra} {...register(path)} />;

  return (
    <>
      <FormNotices
        kit={kit}
        dirty={formState.isDirty}
        unsaved={{
          saveLabel: 'Register and log out',
          saving: registration.isPending,
          saveThen: (after) => void submit(after)(),
          message: (
            <p>You asked to log out, but you have not registered. Register or discard your changes first.</p>
          ),
        }}
        restored={<p>We restored the registration you had not submitted. Check it, then register.</p>}
      />
      <form noValidate onSubmit={submit()} aria-labelledby={`${ID}-heading`} className="pt-form">
        <h3 id={`${ID}-heading`} className="pt-form__heading">
          Register for {roundCode}
        </h3>
        <Controller
          control={control}
          name="analyteIds"
          render={({ field }) => (
            <CheckboxGroup
              id={idOf('analyteIds')}
              legend="Which analytes will your laboratory test?"
              hint="Select all that apply."
              error={kit.errorFor('analyteIds')}
              options={offer.analytes.map((analyte) => ({
                value: analyte.id,
                label: `${analyte.name} (${analyte.unit})`,
              }))}
              value={field.value ?? []}
              onChange={(ids) => {
                field.onChange(ids);
                field.onBlur();
              }}
            />
          )}
        />
        <fieldset className="pt-form__fieldset">
          <legend className="pt-form__legend">Contact person</legend>
          {text('contactName', 'Full name', { autoComplete: 'name', width: 'full' })}
          {text('contactEmail', 'Email address', { type: 'email', autoComplete: 'email', width: 'full' })}
          {text(
            'contactNumber',
            'Contact number',
            isLocalLab
              ? { hint: 'A Singapore number of 8 digits, like 6123 4567.', type: 'tel', autoComplete: 'tel' }
              : { hint: 'Include the country code, like +60 3 1234 5678.', type: 'tel', autoComplete: 'tel' },
          )}
        </fieldset>
        <fieldset className="pt-form__fieldset">
          <legend className="pt-form__legend">Where should we send the test items?</legend>
          {text('deliveryAddress.line1', 'Address line 1', { autoComplete: 'address-line1', width: 'full' })}
          {text('deliveryAddress.line2', 'Address line 2 (optional)', {
            autoComplete: 'address-line2',
            width: 'full',
          })}
          {text('deliveryAddress.city', 'Town or city (optional)', { autoComplete: 'address-level2' })}
          {text(
            'deliveryAddress.postalCode',
            isLocalLab ? 'Postal code' : 'Postal code (if your country uses one)',
            isLocalLab
              ? { hint: '6 digits, like 018989.', width: 'short', autoComplete: 'postal-code' }
              : { width: 'short', autoComplete: 'postal-code' },
          )}
          {isLocalLab ? (
            <SummaryList rows={[{ key: 'Country', value: PT_LOCAL_COUNTRY }]} />
          ) : (
            text('deliveryAddress.country', 'Country', { autoComplete: 'country-name' })
          )}
        </fieldset>
        <Button type="submit" pending={registration.isPending}>
          {registration.isPending ? 'Registering…' : 'Register'}
        </Button>
      </form>
    </>
  );
}
