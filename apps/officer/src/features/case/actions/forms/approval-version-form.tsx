import { newApprovalVersionSchema } from '@fsmis/domain';
import { Radios } from '@fsmis/ui/components/radios';
import { Textarea } from '@fsmis/ui/components/textarea';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { requiredDocumentField } from '@fsmis/ui/uploads/attachment-fields';
import { useUploadFormKit } from '@fsmis/ui/uploads/use-upload-form-kit';
import { z } from 'zod';
import { FileField } from '../../../../components/forms/file-field';
import { type ActionFormProps, inPanel } from '../action-panel';
import { useAddApprovalVersion } from '../api/post-approval-version';

const DOCUMENT_REQUIRED = 'Choose the document the new version replaces';
const formSchema = z.object({
  documentId: z.string(DOCUMENT_REQUIRED).min(1, DOCUMENT_REQUIRED),
  file: requiredDocumentField('Choose the new version’s file'),
  note: newApprovalVersionSchema.shape.note,
});

/** A new version of an approval document: it replaces the current one (sent at once during review). */
export function ApprovalVersionForm({ application, controls }: ActionFormProps) {
  const documents = application.workflow.approvalDocuments;
  const kit = useUploadFormKit({
    schema: formSchema,
    idPrefix: 'approval-version',
    // With one document there is nothing to choose.
    defaultValues: {
      documentId: documents.length === 1 ? (documents[0]?.id ?? '') : '',
      file: null,
      note: '',
    },
  });
  const send = useAddApprovalVersion(application.id);
  return (
    <FormFrame
      kit={kit}
      {...inPanel(controls)}
      submitLabel="Add the version"
      pending={send.isPending}
      send={(values) => send.mutateAsync({ ...values, file: values.file.attachmentId })}
    >
      <Radios
        legend="Which document does it replace?"
        options={documents.map((document) => ({
          value: document.id,
          label: document.title,
          hint: `Version ${document.versions.at(-1)?.version ?? 1}: ${document.reviewStatusLabel}`,
        }))}
        {...kit.fieldProps('documentId')}
      />
      <FileField kit={kit} name="file" label="New version" />
      <Textarea
        label="What changed (optional)"
        hint="The company reads this with the new version."
        rows={3}
        {...kit.fieldProps('note')}
      />
    </FormFrame>
  );
}
