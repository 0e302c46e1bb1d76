import {
  PAYMENT_TEXT_MAX,
  type PaymentDetails,
  type PaymentDetailsInput,
  paymentDetailsInputSchema,
  paymentInstructions,
} from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { TextInput } from '@fsmis/ui/components/text-input';
import {
  type FieldProblems,
  type FormFieldRef,
  fieldProblemsOf,
  submissionProblems,
  summaryItemsOf,
} from '@fsmis/ui/lib/form-problems';
import { useState } from 'react';
import { useSavePaymentDetails } from '../api/put-payment-details';

type Field = keyof PaymentDetailsInput;

const FIELDS: readonly FormFieldRef<Field>[] = [
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
  const [values, setValues] = useState<Record<Field, string>>({
    payNowUen: details?.payNowUen ?? '',
    bankName: details?.bankName ?? '',
    accountName: details?.accountName ?? '',
    accountNumber: details?.accountNumber ?? '',
    swiftCode: details?.swiftCode ?? '',
  });
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const save = useSavePaymentDetails();
  const checked = paymentDetailsInputSchema.safeParse(values);

  const submit = () => {
    setFormProblem(null);
    setAttempt((previous) => previous + 1);
    if (!checked.success) {
      setProblems(fieldProblemsOf(checked.error, FIELDS));
      return;
    }
    setProblems({});
    save.mutate(values, {
      onSuccess: ({ message }) => onSaved(message),
      onError: (error) => {
        const found = submissionProblems(error, FIELDS);
        setProblems(found.fields);
        setFormProblem(found.form);
      },
    });
  };
  const field = (name: Field, label: string, hint: string, width?: 'short') => (
    <TextInput
      id={FIELDS.find((each) => each.name === name)?.id ?? name}
      name={name}
      label={label}
      hint={hint}
      width={width}
      value={values[name]}
      error={problems[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );

  return (
    <section aria-labelledby="payment-form-heading">
      <h2 id="payment-form-heading">Edit the payment details</h2>
      <ErrorSummary items={summaryItemsOf(FIELDS, problems, formProblem)} focusKey={attempt} />
      <form
        noValidate
        aria-labelledby="payment-form-heading"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
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
        <Button type="submit" pending={save.isPending}>
          Save the payment details
        </Button>
      </form>
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
