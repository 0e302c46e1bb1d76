import { proposeSuspensionSchema } from '@fsmis/domain';
import { Textarea } from '@fsmis/ui/components/textarea';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { attachmentIdsOf, documentsField } from '@fsmis/ui/uploads/attachment-fields';
import { useUploadFormKit } from '@fsmis/ui/uploads/use-upload-form-kit';
import { z } from 'zod';
import { FilesField, OFFICER_FILES_MAX } from '../../../components/forms/files-field';
import { useProposeSuspension } from '../api/post-suspension-proposal';
import { STEP_DOCUMENTS_LABEL, STEP_FORM } from './step-form-parts';

const proposal = proposeSuspensionSchema.shape;
const formSchema = z.object({ grounds: proposal.grounds, files: documentsField(OFFICER_FILES_MAX) });

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
  const kit = useUploadFormKit({
    schema: formSchema,
    idPrefix: 'propose-suspension',
    defaultValues: { grounds: '', files: [] },
  });
  const propose = useProposeSuspension(recognitionId);
  return (
    <FormFrame
      kit={kit}
      label="Propose a suspension"
      {...STEP_FORM}
      submitLabel="Propose the suspension"
      pendingLabel="Proposing…"
      pending={propose.isPending}
      send={({ grounds, files }) => propose.mutateAsync({ grounds, files: attachmentIdsOf(files) })}
      onDone={onDone}
    >
      <Textarea
        label="Grounds for the suspension"
        hint="The company reads these grounds. Say what happened and which requirement it breaks."
        rows={5}
        {...kit.characterCount('grounds', proposal.grounds)}
        {...kit.fieldProps('grounds')}
      />
      <FilesField kit={kit} name="files" label={STEP_DOCUMENTS_LABEL} />
    </FormFrame>
  );
}
