import { requestInformationSchema } from '@fsmis/domain';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { z } from 'zod';
import { dateControl, linesOf } from '../../../../lib/forms/form-values';
import { type ActionFormProps, inPanel } from '../action-panel';
import { useRequestInformation } from '../api/post-request-information';

const request = requestInformationSchema.shape;
const formSchema = z.object({
  subject: request.subject,
  message: request.message,
  /** One document a line. */
  documentsRequested: z.string().transform(linesOf).pipe(request.documentsRequested.unwrap()),
  dueDate: dateControl('Enter the date the answer is due', request.dueDate),
});

/** Application Review -> Request For Information: what the company must answer, and by when. */
export function RequestInformationForm({ application, controls }: ActionFormProps) {
  const kit = useFormKit({
    schema: formSchema,
    idPrefix: 'request-information',
    defaultValues: { subject: '', message: '', documentsRequested: '', dueDate: '' },
  });
  const send = useRequestInformation(application.id);
  return (
    <FormFrame
      kit={kit}
      {...inPanel(controls)}
      submitLabel="Send the request"
      pending={send.isPending}
      send={send.mutateAsync}
    >
      <p>The company is e-mailed the request and answers it on its application’s page.</p>
      <TextInput label="Subject" width="full" {...kit.fieldProps('subject')} />
      <Textarea
        label="Message"
        hint="Say what the company must send or explain."
        rows={6}
        {...kit.fieldProps('message')}
      />
      <Textarea
        label="Documents requested (optional)"
        hint="One document a line, for example: Quality manual"
        rows={3}
        {...kit.fieldProps('documentsRequested')}
      />
      <TextInput
        label="Answer due by"
        hint="Today or later."
        type="date"
        width="short"
        {...kit.fieldProps('dueDate')}
      />
    </FormFrame>
  );
}
