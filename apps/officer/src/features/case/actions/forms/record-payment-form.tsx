import { formatDay, formatMoney, type Invoice } from '@fsmis/domain';
import { StepForm } from '@fsmis/ui/forms/step-form';
import { type ActionFormProps, inPanel } from '../action-panel';
import { useRecordInvoicePayment } from '../api/post-invoice-paid';

/** Records that the application's invoice was paid. */
export function RecordPaymentForm({
  application,
  invoice,
  controls,
}: ActionFormProps & { readonly invoice: Invoice }) {
  const send = useRecordInvoicePayment(application.id);
  const what = `invoice ${invoice.number} (${formatMoney(invoice.amountSgd)})`;
  return (
    <StepForm
      {...inPanel(controls)}
      submitLabel="Record the payment"
      pending={send.isPending}
      send={send.mutateAsync}
      confirm={{
        title: `Record the payment of ${what}?`,
        body: <p>The invoice is marked paid today. This cannot be undone.</p>,
        confirmLabel: 'Record the payment',
      }}
    >
      <p>
        Record the payment of {what}, due by {formatDay(invoice.dueDate)}, once it has been received.
      </p>
    </StepForm>
  );
}
