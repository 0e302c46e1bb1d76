import { type OfficerApplicationCase, requestInformationSchema } from '@fsmis/domain';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { z } from 'zod';
import type { PanelControls } from '../action-panel';
import { useRequestInformation } from '../api/post-request-information';
import { ActionForm } from './action-form';
import { dateControl, linesOf } from './form-values';
import { useActionForm } from './use-action-form';

const request = requestInformationSchema.shape;
const formSchema = z.object({
  subject: request.subject,
  message: request.message,
  /** One document a line. */
  documentsRequested: z.string().transform(linesOf).pipe(request.documentsRequested.unwrap()),
  dueDate: dateControl('Enter the date the answer is due', request.dueDate),
});

const FIELDS = [
  { path: 'subject', id: 'request-information-subject' },
  { path: 'message', id: 'request-information-message' },
  { path: 'documentsRequested', id: 'request-information-documents' },
  { path: 'dueDate', id: 'request-information-due-date' },
] as const;

/** Application Review -> Request For Information: what the company must answer, and by when. */
export function RequestInformationForm({
  application,
  controls,
}: {
  readonly application: OfficerApplicationCase;
  readonly controls: PanelControls;
}) {
  const kit = useActionForm({
    schema: formSchema,
    defaultValues: { subject: '', message: '', documentsRequested: '', dueDate: '' },
    fields: FIELDS,
  });
  const { register } = kit.form;
  const send = useRequestInformation(application.id);
  return (
    <ActionForm
      kit={kit}
      labelledBy={controls.headingId}
      submitLabel="Send the request"
      pending={send.isPending}
      send={(values) => send.mutateAsync(values)}
      onDone={controls.done}
      onCancel={controls.cancel}
    >
      <p>The company is e-mailed the request and answers it on its application’s page.</p>
      <TextInput
        id="request-information-subject"
        label="Subject"
        width="full"
        error={kit.errorFor('subject')}
        {...register('subject')}
      />
      <Textarea
        id="request-information-message"
        label="Message"
        hint="Say what the company must send or explain."
        rows={6}
        error={kit.errorFor('message')}
        {...register('message')}
      />
      <Textarea
        id="request-information-documents"
        label="Documents requested (optional)"
        hint="One document a line, for example: Quality manual"
        rows={3}
        error={kit.errorFor('documentsRequested')}
        {...register('documentsRequested')}
      />
      <TextInput
        id="request-information-due-date"
        label="Answer due by"
        hint="Today or later."
        type="date"
        width="short"
        error={kit.errorFor('dueDate')}
        {...register('dueDate')}
      />
    </ActionForm>
  );
}
