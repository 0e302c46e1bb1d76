import { issueInvoiceSchema } from '@fsmis/domain';
import { TextInput } from '@fsmis/ui/components/text-input';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { z } from 'zod';
import { dateControl } from '../../../../lib/forms/form-values';
import { type ActionFormProps, inPanel } from '../action-panel';
import { useIssueInvoice } from '../api/post-invoice';

const formSchema = z.object({
  dueDate: dateControl('Enter the date the invoice is due', issueInvoiceSchema.shape.dueDate),
});

/** The fee invoice, once per application: its lines are the fees of the form the application was made on. */
export function IssueInvoiceForm({ application, controls }: ActionFormProps) {
  const kit = useFormKit({ schema: formSchema, idPrefix: 'issue-invoice', defaultValues: { dueDate: '' } });
  const send = useIssueInvoice(application.id);
  return (
    <FormFrame
      kit={kit}
      {...inPanel(controls)}
      submitLabel="Issue the invoice"
      pending={send.isPending}
      send={send.mutateAsync}
    >
      <p>The invoice lists the fees of the application’s form; the company is e-mailed it as a PDF.</p>
      <TextInput
        label="Payment due by"
        hint="Today or later."
        type="date"
        width="short"
        {...kit.fieldProps('dueDate')}
      />
    </FormFrame>
  );
}
