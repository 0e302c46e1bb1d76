import { newApprovalDocumentSchema } from '@fsmis/domain';
import { Checkbox } from '@fsmis/ui/components/checkbox';
import { TextInput } from '@fsmis/ui/components/text-input';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { requiredDocumentField } from '@fsmis/ui/uploads/attachment-fields';
import { useUploadFormKit } from '@fsmis/ui/uploads/use-upload-form-kit';
import { z } from 'zod';
import { FileField } from '../../../../components/forms/file-field';
import { type ActionFormProps, inPanel } from '../action-panel';
import { useAddApprovalDocument } from '../api/post-approval-document';

const document = newApprovalDocumentSchema.shape;
const formSchema = z.object({
  title: document.title,
  file: requiredDocumentField('Choose the document’s file'),
  existing: document.existing,
});

/**
 * A step of Preparation Of Approval Documents and Documentary Review: a new approval document. While
 * the company reviews, it is sent to the company at once.
 */
export function ApprovalDocumentForm({ application, controls }: ActionFormProps) {
  const kit = useUploadFormKit({
    schema: formSchema,
    idPrefix: 'approval-document',
    defaultValues: { title: '', file: null, existing: false },
  });
  const send = useAddApprovalDocument(application.id);
  return (
    <FormFrame
      kit={kit}
      {...inPanel(controls)}
      submitLabel="Add the document"
      pending={send.isPending}
      send={(values) => send.mutateAsync({ ...values, file: values.file.attachmentId })}
    >
      <TextInput
        label="Title"
        hint="For example, Scope of recognition."
        width="full"
        {...kit.fieldProps('title')}
      />
      <FileField kit={kit} name="file" label="Document" />
      <Checkbox
        label="This document is already in force"
        hint="The company does not review a document already in force."
        {...kit.fieldProps('existing')}
      />
    </FormFrame>
  );
}
