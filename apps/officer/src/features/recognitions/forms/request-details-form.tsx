import { requestPendingDetailsSchema } from '@fsmis/domain';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { useState } from 'react';
import { officerFileOf } from '../../../lib/file-content';
import { useRequestPendingDetails } from '../api/post-pending-details-request';
import { FilesField } from './files-field';
import { StepFormFrame } from './step-form-frame';
import { maxLengthOf } from './text-limit';
import { useStepForm } from './use-step-form';

const IDS = {
  description: 'request-details-description',
  dueDate: 'request-details-due-date',
  files: 'request-details-files',
} as const;
const DESCRIPTION_MAX = maxLengthOf(requestPendingDetailsSchema.shape.description);

/** Asks the company for details its recognition still owes, by a date if there is one. */
export function RequestDetailsForm({
  recognitionId,
  onDone,
}: {
  readonly recognitionId: string;
  readonly onDone: (message: string) => void;
}) {
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const request = useRequestPendingDetails(recognitionId);
  const form = useStepForm({
    schema: requestPendingDetailsSchema,
    fields: [
      { name: 'description', id: IDS.description },
      { name: 'dueDate', id: IDS.dueDate },
      { name: 'files', id: IDS.files, apiNames: ['file'] },
    ],
    send: async (body) => {
      const message = await request.mutateAsync(body);
      setDescription('');
      setDueDate('');
      setFiles([]);
      return message;
    },
    onDone,
  });
  return (
    <StepFormFrame
      label="Request details"
      form={form}
      submitLabel="Send the request"
      pendingLabel="Sending…"
      pending={request.isPending}
      onSubmit={async () =>
        form.submit({
          description,
          dueDate: dueDate.trim() === '' ? null : dueDate,
          files: await Promise.all(files.map(officerFileOf)),
        })
      }
    >
      <Textarea
        id={IDS.description}
        label="Details the company must provide"
        hint="For example, a document to follow or a name to confirm. The company reads this."
        rows={4}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        {...(DESCRIPTION_MAX ? { characterCount: { max: DESCRIPTION_MAX, count: description.length } } : {})}
        error={form.errors.description}
      />
      <TextInput
        id={IDS.dueDate}
        label="Due date (optional)"
        hint="Leave empty if there is no date by which they are due"
        type="date"
        width="short"
        value={dueDate}
        onChange={(event) => setDueDate(event.currentTarget.value)}
        error={form.errors.dueDate}
      />
      <FilesField id={IDS.files} files={files} onChange={setFiles} error={form.errors.files} />
    </StepFormFrame>
  );
}
