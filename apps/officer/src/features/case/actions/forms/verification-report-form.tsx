import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { requiredDocumentField } from '@fsmis/ui/uploads/attachment-fields';
import { useUploadFormKit } from '@fsmis/ui/uploads/use-upload-form-kit';
import { z } from 'zod';
import { FileField } from '../../../../components/forms/file-field';
import { type ActionFormProps, inPanel } from '../action-panel';
import { useUploadVerificationReport } from '../api/post-verification-report';

const formSchema = z.object({ file: requiredDocumentField('Choose the report of the site verification') });

/** A step of Verification Check: the visit's report, needed before its outcome is recorded. */
export function VerificationReportForm({ application, controls }: ActionFormProps) {
  const kit = useUploadFormKit({
    schema: formSchema,
    idPrefix: 'verification-report',
    defaultValues: { file: null },
  });
  const send = useUploadVerificationReport(application.id);
  const replacing = application.workflow.verification?.report != null;
  return (
    <FormFrame
      kit={kit}
      {...inPanel(controls)}
      submitLabel={replacing ? 'Replace the report' : 'Upload the report'}
      pending={send.isPending}
      send={({ file }) => send.mutateAsync(file.attachmentId)}
    >
      <p>
        {replacing
          ? 'The new report replaces the one uploaded before.'
          : 'Upload the report before you record the outcome of the verification.'}
      </p>
      <FileField kit={kit} name="file" label="Report of the site verification" />
    </FormFrame>
  );
}
