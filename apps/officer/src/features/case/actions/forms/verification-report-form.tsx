import type { OfficerApplicationCase } from '@fsmis/domain';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { officerFileOf } from '../../../../lib/file-content';
import type { PanelControls } from '../action-panel';
import { useUploadVerificationReport } from '../api/post-verification-report';
import { ActionForm } from './action-form';
import { chosenFileSchema, OFFICER_FILE_HINT } from './chosen-file';
import { FileField } from './file-field';
import { useActionForm } from './use-action-form';

const formSchema = z.object({ file: chosenFileSchema('Choose the report of the site verification') });

const FIELDS = [{ path: 'file', id: 'verification-report-file' }] as const;

/** A step of Verification Check: the visit's report, needed before its outcome is recorded. */
export function VerificationReportForm({
  application,
  controls,
}: {
  readonly application: OfficerApplicationCase;
  readonly controls: PanelControls;
}) {
  const kit = useActionForm({ schema: formSchema, defaultValues: { file: null }, fields: FIELDS });
  const send = useUploadVerificationReport(application.id);
  const replacing = application.workflow.verification?.report != null;
  return (
    <ActionForm
      kit={kit}
      labelledBy={controls.headingId}
      submitLabel={replacing ? 'Replace the report' : 'Upload the report'}
      pending={send.isPending}
      send={async ({ file }) => send.mutateAsync(await officerFileOf(file))}
      onDone={controls.done}
      onCancel={controls.cancel}
    >
      <p>
        {replacing
          ? 'The new report replaces the one uploaded before.'
          : 'Upload the report before you record the outcome of the verification.'}
      </p>
      <Controller
        control={kit.form.control}
        name="file"
        render={({ field }) => (
          <FileField
            id="verification-report-file"
            label="Report of the site verification"
            hint={OFFICER_FILE_HINT}
            name={field.name}
            ref={field.ref}
            error={kit.errorFor('file')}
            onChoose={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </ActionForm>
  );
}
