import { Textarea } from '@fsmis/ui/components/textarea';
import { type Confirmation, FormFrame } from '@fsmis/ui/forms/form-frame';
import { attachmentIdsOf, documentsField } from '@fsmis/ui/uploads/attachment-fields';
import { useUploadFormKit } from '@fsmis/ui/uploads/use-upload-form-kit';
import { useMemo } from 'react';
import { z } from 'zod';
import { FilesField, OFFICER_FILES_MAX } from '../../../components/forms/files-field';
import { STEP_DOCUMENTS_LABEL, STEP_FORM } from './step-form-parts';

/** A schema of a step that takes a reason, and documents when it has `files`. */
type ReasonSchema = z.ZodObject<{ reason: z.ZodType }>;

/** Whether the step takes documents: its schema has `files`. */
const takesFiles = (schema: ReasonSchema): boolean => 'files' in schema.shape;

export type ReasonStepFormProps<S extends ReasonSchema> = {
  /** Prefix of the fields' ids, unique on the page. */
  readonly idPrefix: string;
  /** The step, e.g. "Reject the suspension": the form's name. */
  readonly label: string;
  /** The domain's schema of the step's body, which the form checks before sending. */
  readonly schema: S;
  readonly reasonLabel?: string;
  readonly reasonHint?: string;
  readonly submitLabel: string;
  readonly pendingLabel: string;
  readonly pending: boolean;
  readonly confirmation?: Confirmation;
  readonly send: (body: z.output<S>) => Promise<string>;
  readonly onDone: (message: string) => void;
};

/** A step the officer takes with a reason and, where the step's schema takes them, documents. */
export function ReasonStepForm<S extends ReasonSchema>(props: ReasonStepFormProps<S>) {
  const { idPrefix, schema } = props;
  const withFiles = takesFiles(schema);
  const formSchema = useMemo(
    () => z.object({ reason: schema.shape.reason, files: documentsField(OFFICER_FILES_MAX) }),
    [schema],
  );
  const kit = useUploadFormKit({
    schema: formSchema,
    idPrefix,
    defaultValues: { reason: '', files: [] },
  });
  return (
    <FormFrame
      kit={kit}
      label={props.label}
      {...STEP_FORM}
      submitLabel={props.submitLabel}
      pendingLabel={props.pendingLabel}
      pending={props.pending}
      {...(props.confirmation ? { confirm: props.confirmation } : {})}
      send={({ reason, files }) =>
        props.send(schema.parse(withFiles ? { reason, files: attachmentIdsOf(files) } : { reason }))
      }
      onDone={props.onDone}
    >
      <Textarea
        label={props.reasonLabel ?? 'Reason'}
        {...(props.reasonHint ? { hint: props.reasonHint } : {})}
        rows={4}
        {...kit.characterCount('reason', schema.shape.reason)}
        {...kit.fieldProps('reason')}
      />
      {withFiles ? <FilesField kit={kit} name="files" label={STEP_DOCUMENTS_LABEL} /> : null}
    </FormFrame>
  );
}
