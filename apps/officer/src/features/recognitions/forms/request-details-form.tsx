import { requestPendingDetailsSchema } from '@fsmis/domain';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { attachmentIdsOf, documentsField } from '@fsmis/ui/uploads/attachment-fields';
import { useUploadFormKit } from '@fsmis/ui/uploads/use-upload-form-kit';
import { z } from 'zod';
import { FilesField, OFFICER_FILES_MAX } from '../../../components/forms/files-field';
import { optionalDate } from '../../../lib/forms/form-values';
import { useRequestPendingDetails } from '../api/post-pending-details-request';
import { STEP_DOCUMENTS_LABEL, STEP_FORM } from './step-form-parts';

const request = requestPendingDetailsSchema.shape;
const formSchema = z.object({
  description: request.description,
  dueDate: z.string().transform(optionalDate).pipe(request.dueDate.unwrap()),
  files: documentsField(OFFICER_FILES_MAX),
});

/** Asks the company for details its recognition still owes, by a date if there is one. */
export function RequestDetailsForm({
  recognitionId,
  onDone,
}: {
  readonly recognitionId: string;
  readonly onDone: (message: string) => void;
}) {
  const kit = useUploadFormKit({
    schema: formSchema,
    idPrefix: 'request-details',
    defaultValues: { description: '', dueDate: '', files: [] },
  });
  const send = useRequestPendingDetails(recognitionId);
  return (
    <FormFrame
      kit={kit}
      label="Request details"
      {...STEP_FORM}
      submitLabel="Send the request"
      pendingLabel="Sending…"
      pending={send.isPending}
      send={({ files, ...details }) => send.mutateAsync({ ...details, files: attachmentIdsOf(files) })}
      onDone={onDone}
    >
      <Textarea
        label="Details the company must provide"
        hint="For example, a document to follow or a name to confirm. The company reads this."
        rows={4}
        {...kit.characterCount('description', request.description)}
        {...kit.fieldProps('description')}
      />
      <TextInput
        label="Due date (optional)"
        hint="Leave empty if there is no date by which they are due"
        type="date"
        width="short"
        {...kit.fieldProps('dueDate')}
      />
      <FilesField kit={kit} name="files" label={STEP_DOCUMENTS_LABEL} />
    </FormFrame>
  );
}
