import { newApprovalDocumentSchema, type OfficerApplicationCase } from '@fsmis/domain';
import { Checkbox } from '@fsmis/ui/components/checkbox';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { officerFileOf } from '../../../../lib/file-content';
import type { PanelControls } from '../action-panel';
import { useAddApprovalDocument } from '../api/post-approval-document';
import { ActionForm } from './action-form';
import { chosenFileSchema, OFFICER_FILE_HINT } from './chosen-file';
import { FileField } from './file-field';
import { useActionForm } from './use-action-form';

const document = newApprovalDocumentSchema.shape;
const formSchema = z.object({
  title: document.title,
  file: chosenFileSchema('Choose the document’s file'),
  existing: document.existing,
});

const FIELDS = [
  { path: 'title', id: 'approval-document-title' },
  { path: 'file', id: 'approval-document-file' },
  { path: 'existing', id: 'approval-document-existing' },
] as const;

/**
 * A step of Preparation Of Approval Documents and Documentary Review: a new approval document. While
 * the company reviews, it is sent to the company at once.
 */
export function ApprovalDocumentForm({
  application,
  controls,
}: {
  readonly application: OfficerApplicationCase;
  readonly controls: PanelControls;
}) {
  const kit = useActionForm({
    schema: formSchema,
    defaultValues: { title: '', file: null, existing: false },
    fields: FIELDS,
  });
  const { register } = kit.form;
  const send = useAddApprovalDocument(application.id);
  return (
    <ActionForm
      kit={kit}
      labelledBy={controls.headingId}
      submitLabel="Add the document"
      pending={send.isPending}
      send={async ({ file, ...rest }) => send.mutateAsync({ ...rest, file: await officerFileOf(file) })}
      onDone={controls.done}
      onCancel={controls.cancel}
    >
      <TextInput
        id="approval-document-title"
        label="Title"
        hint="For example, Scope of recognition."
        width="full"
        error={kit.errorFor('title')}
        {...register('title')}
      />
      <Controller
        control={kit.form.control}
        name="file"
        render={({ field }) => (
          <FileField
            id="approval-document-file"
            label="Document"
            hint={OFFICER_FILE_HINT}
            name={field.name}
            ref={field.ref}
            error={kit.errorFor('file')}
            onChoose={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Checkbox
        id="approval-document-existing"
        label="This document is already in force"
        hint="The company does not review a document already in force."
        error={kit.errorFor('existing')}
        {...register('existing')}
      />
    </ActionForm>
  );
}
