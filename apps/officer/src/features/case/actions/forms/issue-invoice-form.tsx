import { issueInvoiceSchema, type OfficerApplicationCase } from '@fsmis/domain';
import { TextInput } from '@fsmis/ui/components/text-input';
import { z } from 'zod';
import type { PanelControls } from '../action-panel';
import { useIssueInvoice } from '../api/post-invoice';
import { ActionForm } from './action-form';
import { dateControl } from './form-values';
import { useActionForm } from './use-action-form';

const formSchema = z.object({
  dueDate: dateControl('Enter the date the invoice is due', issueInvoiceSchema.shape.dueDate),
});

const FIELDS = [{ path: 'dueDate', id: 'issue-invoice-due-date' }] as const;

/** The fee invoice, once per application: its lines are the fees of the form the application was made on. */
export function IssueInvoiceForm({
  application,
  controls,
}: {
  readonly application: OfficerApplicationCase;
  readonly controls: PanelControls;
}) {
  const kit = useActionForm({ schema: formSchema, defaultValues: { dueDate: '' }, fields: FIELDS });
  const send = useIssueInvoice(application.id);
  return (
    <ActionForm
      kit={kit}
      labelledBy={controls.headingId}
      submitLabel="Issue the invoice"
      pending={send.isPending}
      send={(values) => send.mutateAsync(values)}
      onDone={controls.done}
      onCancel={controls.cancel}
    >
      <p>The invoice lists the fees of the application’s form; the company is e-mailed it as a PDF.</p>
      <TextInput
        id="issue-invoice-due-date"
        label="Payment due by"
        hint="Today or later."
        type="date"
        width="short"
        error={kit.errorFor('dueDate')}
        {...kit.form.register('dueDate')}
      />
    </ActionForm>
  );
}
