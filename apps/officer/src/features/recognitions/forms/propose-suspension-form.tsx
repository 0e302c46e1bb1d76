import { proposeSuspensionSchema } from '@fsmis/domain';
import { Textarea } from '@fsmis/ui/components/textarea';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { z } from 'zod';
import { FilesField } from '../../../components/forms/files-field';
import { chosenFilesSchema, FILES_API_PATHS, readChosenFiles } from '../../../lib/forms/chosen-files';
import { useProposeSuspension } from '../api/post-suspension-proposal';
import { STEP_DOCUMENTS, STEP_FORM } from './step-form-parts';

const proposal = proposeSuspensionSchema.shape;
const formSchema = z.object({ grounds: proposal.grounds, files: chosenFilesSchema(proposal.files) });

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
  const kit = useFormKit({
    schema: formSchema,
    idPrefix: 'propose-suspension',
    apiPaths: FILES_API_PATHS,
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
      send={async (values) => propose.mutateAsync(await readChosenFiles(values))}
      onDone={onDone}
    >
      <Textarea
        label="Grounds for the suspension"
        hint="The company reads these grounds. Say what happened and which requirement it breaks."
        rows={5}
        {...kit.characterCount('grounds', proposal.grounds)}
        {...kit.fieldProps('grounds')}
      />
      <FilesField kit={kit} name="files" {...STEP_DOCUMENTS} />
    </FormFrame>
  );
}
