import { Textarea } from '@fsmis/ui/components/textarea';
import { useState } from 'react';
import type { z } from 'zod';
import { officerFileOf } from '../../../lib/file-content';
import { FilesField } from './files-field';
import { type StepConfirmation, StepFormFrame } from './step-form-frame';
import { maxLengthOf } from './text-limit';
import { useStepForm } from './use-step-form';

/** A schema of a step that takes a reason (and perhaps files): its `reason` rule gives the limit. */
type ReasonSchema = z.ZodObject<{ reason: z.ZodType }>;

export type ReasonStepFormProps<S extends ReasonSchema> = {
  /** Prefix of the fields' ids, unique on the page. */
  readonly idPrefix: string;
  /** The step, e.g. "Reject the suspension": the form's name. */
  readonly label: string;
  /** The domain's schema of the step's body, which the form checks before sending. */
  readonly schema: S;
  readonly reasonLabel?: string;
  readonly reasonHint?: string;
  /** Whether the step takes documents. */
  readonly withFiles: boolean;
  readonly submitLabel: string;
  readonly pendingLabel: string;
  readonly pending: boolean;
  readonly confirmation?: StepConfirmation;
  readonly send: (body: z.output<S>) => Promise<string>;
  readonly onDone: (message: string) => void;
};

/** A step the officer takes with a reason and, where the step takes them, documents. */
export function ReasonStepForm<S extends ReasonSchema>(props: ReasonStepFormProps<S>) {
  const { idPrefix, withFiles } = props;
  const ids = { reason: `${idPrefix}-reason`, files: `${idPrefix}-files` };
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const form = useStepForm({
    schema: props.schema,
    fields: [
      { name: 'reason', id: ids.reason },
      ...(withFiles ? [{ name: 'files', id: ids.files, apiNames: ['file'] }] : []),
    ],
    send: async (body) => {
      const message = await props.send(body);
      setReason('');
      setFiles([]);
      return message;
    },
    onDone: props.onDone,
    confirmFirst: props.confirmation !== undefined,
  });
  const max = maxLengthOf(props.schema.shape.reason);
  return (
    <StepFormFrame
      label={props.label}
      form={form}
      submitLabel={props.submitLabel}
      pendingLabel={props.pendingLabel}
      pending={props.pending}
      {...(props.confirmation ? { confirmation: props.confirmation } : {})}
      onSubmit={async () =>
        form.submit({ reason, ...(withFiles ? { files: await Promise.all(files.map(officerFileOf)) } : {}) })
      }
    >
      <Textarea
        id={ids.reason}
        label={props.reasonLabel ?? 'Reason'}
        {...(props.reasonHint ? { hint: props.reasonHint } : {})}
        rows={4}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        {...(max ? { characterCount: { max, count: reason.length } } : {})}
        error={form.errors.reason}
      />
      {withFiles ? (
        <FilesField id={ids.files} files={files} onChange={setFiles} error={form.errors.files} />
      ) : null}
    </StepFormFrame>
  );
}
