import { proposeSuspensionSchema } from '@fsmis/domain';
import { Textarea } from '@fsmis/ui/components/textarea';
import { useState } from 'react';
import { officerFileOf } from '../../../lib/file-content';
import { useProposeSuspension } from '../api/post-suspension-proposal';
import { FilesField } from './files-field';
import { StepFormFrame } from './step-form-frame';
import { maxLengthOf } from './text-limit';
import { useStepForm } from './use-step-form';

const IDS = { grounds: 'propose-suspension-grounds', files: 'propose-suspension-files' } as const;
const GROUNDS_MAX = maxLengthOf(proposeSuspensionSchema.shape.grounds);

/**
 * Proposes to suspend the recognition (Suspension Requested): the grounds, which the company reads,
 * and the documents that support them. Nothing changes for the company until the officer suspends.
 */
export function ProposeSuspensionForm({
  recognitionId,
  onDone,
}: {
  readonly recognitionId: string;
  readonly onDone: (message: string) => void;
}) {
  const [grounds, setGrounds] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const propose = useProposeSuspension(recognitionId);
  const form = useStepForm({
    schema: proposeSuspensionSchema,
    fields: [
      { name: 'grounds', id: IDS.grounds },
      { name: 'files', id: IDS.files, apiNames: ['file'] },
    ],
    send: async (proposal) => {
      const message = await propose.mutateAsync(proposal);
      setGrounds('');
      setFiles([]);
      return message;
    },
    onDone,
  });
  return (
    <StepFormFrame
      label="Propose a suspension"
      form={form}
      submitLabel="Propose the suspension"
      pendingLabel="Proposing…"
      pending={propose.isPending}
      onSubmit={async () => form.submit({ grounds, files: await Promise.all(files.map(officerFileOf)) })}
    >
      <Textarea
        id={IDS.grounds}
        label="Grounds for the suspension"
        hint="The company reads these grounds. Say what happened and which requirement it breaks."
        rows={5}
        value={grounds}
        onChange={(event) => setGrounds(event.currentTarget.value)}
        {...(GROUNDS_MAX ? { characterCount: { max: GROUNDS_MAX, count: grounds.length } } : {})}
        error={form.errors.grounds}
      />
      <FilesField id={IDS.files} files={files} onChange={setFiles} error={form.errors.files} />
    </StepFormFrame>
  );
}
