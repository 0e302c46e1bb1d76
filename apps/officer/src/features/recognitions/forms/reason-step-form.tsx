import { Textarea } from '@fsmis/ui/components/textarea';
import { type Confirmation, FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { useMemo } from 'react';
import { z } from 'zod';
import { FilesField } from '../../../components/forms/files-field';
import { chosenFilesSchema, FILES_API_PATHS, readChosenFiles } from '../../../lib/forms/chosen-files';
import { STEP_DOCUMENTS, STEP_FORM } from './step-form-parts';

/** A schema of a step that takes a reason, and documents when it has `files`. */
type ReasonSchema = z.ZodObject<{ reason: z.ZodType }>;

const NO_FILES = z.array(z.never()).max(0);

/** The step's rule for its documents, if it takes any. */
const filesRuleOf = (schema: ReasonSchema): z.ZodType | undefined =>
  (schema.shape as Partial<Record<'files', z.ZodType>>).files;

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
  const filesRule = filesRuleOf(schema);
  const formSchema = useMemo(
    () => z.object({ reason: schema.shape.reason, files: chosenFilesSchema(filesRule ?? NO_FILES) }),
    [schema, filesRule],
  );
  const kit = useFormKit({
    schema: formSchema,
    idPrefix,
    apiPaths: FILES_API_PATHS,
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
      send={async ({ reason, files }) =>
        props.send(schema.parse(await readChosenFiles(filesRule ? { reason, files } : { reason })))
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
      {filesRule ? <FilesField kit={kit} name="files" {...STEP_DOCUMENTS} /> : null}
    </FormFrame>
  );
}
