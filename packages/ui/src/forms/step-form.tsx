import { FormFrame, type FormFrameOptions, type FormName } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { z } from 'zod';

const NOTHING_TO_FILL = z.object({});

export type StepFormProps<Result> = FormName &
  Omit<FormFrameOptions<unknown, Result>, 'send'> & {
    /** Takes the step; resolves to the API's answer, rejects with its refusal. */
    readonly send: () => Promise<Result>;
  };

/**
 * A step that takes no input: what it does (the children), its button, and its confirmation when it
 * cannot be undone; the API's refusal shows in the form's error summary.
 */
export function StepForm<Result>({ send, ...frame }: StepFormProps<Result>) {
  const kit = useFormKit({ schema: NOTHING_TO_FILL, defaultValues: {}, fields: [] });
  return <FormFrame kit={kit} {...frame} send={() => send()} />;
}
