import {
  PAYMENT_TEXT_MAX,
  type PaymentDetails,
  type PaymentDetailsInput,
  paymentDetailsInputSchema,
  paymentInstructions,
} from '@fsmis/domain';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { TextInput } from '@fsmis/ui/components/text-input';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { type KitField, useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { useSavePaymentDetails } from '../api/put-payment-details';

type Field = keyof PaymentDetailsInput;

/** The fields in the order shown; PayNow's id keeps its own spelling (`paynow`, not `pay-now`). */
const FIELDS: readonly (KitField & { readonly name: Field })[] = [
  { name: 'payNowUen', id: 'payment-paynow-uen' },
  { name: 'bankName', id: 'payment-bank-name' },
  { name: 'accountName', id: 'payment-account-name' },
  { name: 'accountNumber', id: 'payment-account-number' },
  { name: 'swiftCode', id: 'payment-swift-code' },
];

const EXAMPLE_INVOICE = 'INV-2026-000001';

/**
 * How companies pay invoices: PayNow to the regulator's UEN and the bank account for a transfer, checked
 * by the domain's own rules before it is sent, with how the invoice page will say it.
 */
export function PaymentDetailsForm({
  details,
  onSaved,
}: {
  readonly details: PaymentDetails | null;
  readonly onSaved: (message: string) => void;
}) {
  const kit = useFormKit({
    schema: paymentDetailsInputSchema,
    fields: FIELDS,
    defaultValues: {
      payNowUen: details?.payNowUen ?? '',
      bankName: details?.bankName ?? '',
      accountName: details?.accountName ?? '',
      accountNumber: details?.accountNumber ?? '',
      swiftCode: details?.swiftCode ?? '',
    },
  });
  const save = useSavePaymentDetails();
  const checked = paymentDetailsInputSchema.safeParse(kit.form.watch());

  const field = (name: Field, label: string, hint: string, width?: 'short') => (
    <TextInput label={label} hint={hint} width={width} {...kit.fieldProps(name)} />
  );

  return (
    <section aria-labelledby="payment-form-heading">
      <h2 id="payment-form-heading">Edit the payment details</h2>
      <FormFrame
        kit={kit}
        labelledBy="payment-form-heading"
        submitLabel="Save the payment details"
        pending={save.isPending}
        // The details as typed: the API reads them by the same rules as the check here (trimmed, codes in capitals).
        send={() => save.mutateAsync(kit.form.getValues())}
        onDone={({ message }) => onSaved(message)}
      >
        {field('payNowUen', 'PayNow UEN', 'The regulator’s UEN, like T08GB0001A.', 'short')}
        {field('bankName', 'Bank', `Up to ${PAYMENT_TEXT_MAX} characters.`)}
        {field('accountName', 'Account name', `Up to ${PAYMENT_TEXT_MAX} characters.`)}
        {field('accountNumber', 'Account number', 'Digits, with hyphens if it has them.', 'short')}
        {field(
          'swiftCode',
          'SWIFT code (optional)',
          '8 or 11 letters and digits, for payments from abroad.',
          'short',
        )}
      </FormFrame>
      {checked.success ? (
        <section className="site-settings__payment-preview" aria-labelledby="payment-preview-heading">
          <h3 id="payment-preview-heading">How an invoice will say it</h3>
          <InsetText>
            {paymentInstructions(
              { ...checked.data, swiftCode: checked.data.swiftCode ?? null },
              EXAMPLE_INVOICE,
            ).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </InsetText>
        </section>
      ) : null}
    </section>
  );
}
