import { newApprovalVersionSchema, type OfficerApplicationCase } from '@fsmis/domain';
import { Radios } from '@fsmis/ui/components/radios';
import { Textarea } from '@fsmis/ui/components/textarea';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { officerFileOf } from '../../../../lib/file-content';
import type { PanelControls } from '../action-panel';
import { useAddApprovalVersion } from '../api/post-approval-version';
import { ActionForm } from './action-form';
import { chosenFileSchema, OFFICER_FILE_HINT } from './chosen-file';
import { FileField } from './file-field';
import { useActionForm } from './use-action-form';

const DOCUMENT_REQUIRED = 'Choose the document the new version replaces';
const formSchema = z.object({
  documentId: z.string(DOCUMENT_REQUIRED).min(1, DOCUMENT_REQUIRED),
  file: chosenFileSchema('Choose the new version’s file'),
  note: newApprovalVersionSchema.shape.note,
});

const FIELDS = [
  { path: 'documentId', id: 'approval-version-document' },
  { path: 'file', id: 'approval-version-file' },
  { path: 'note', id: 'approval-version-note' },
] as const;

/** A new version of an approval document: it replaces the current one (sent at once during review). */
export function ApprovalVersionForm({
  application,
  controls,
}: {
  readonly application: OfficerApplicationCase;
  readonly controls: PanelControls;
}) {
  const documents = application.workflow.approvalDocuments;
  const kit = useActionForm({
    schema: formSchema,
    // With one document there is nothing to choose.
    defaultValues: {
      documentId: documents.length === 1 ? (documents[0]?.id ?? '') : '',
      file: null,
      note: '',
    },
    fields: FIELDS,
  });
  const { register } = kit.form;
  const send = useAddApprovalVersion(application.id);
  return (
    <ActionForm
      kit={kit}
      labelledBy={controls.headingId}
      submitLabel="Add the version"
      pending={send.isPending}
      send={async ({ documentId, file, note }) =>
        send.mutateAsync({ documentId, note, file: await officerFileOf(file) })
      }
      onDone={controls.done}
      onCancel={controls.cancel}
    >
      <Radios
        id="approval-version-document"
        legend="Which document does it replace?"
        options={documents.map((document) => ({
          value: document.id,
          label: document.title,
          hint: `Version ${document.versions.at(-1)?.version ?? 1}: ${document.reviewStatusLabel}`,
        }))}
        error={kit.errorFor('documentId')}
        {...register('documentId')}
      />
      <Controller
        control={kit.form.control}
        name="file"
        render={({ field }) => (
          <FileField
            id="approval-version-file"
            label="New version"
            hint={OFFICER_FILE_HINT}
            name={field.name}
            ref={field.ref}
            error={kit.errorFor('file')}
            onChoose={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Textarea
        id="approval-version-note"
        label="What changed (optional)"
        hint="The company reads this with the new version."
        rows={3}
        error={kit.errorFor('note')}
        {...register('note')}
      />
    </ActionForm>
  );
}
