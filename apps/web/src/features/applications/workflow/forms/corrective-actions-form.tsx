import { type ApplicationCase, correctiveActionDraftSchema } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { attachmentIdsOf, documentsField } from '@fsmis/ui/uploads/attachment-fields';
import { useMemo, useState } from 'react';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { FormNotices } from '../../../../components/form-kit/form-notices';
import { useDraftForm } from '../../../../components/form-kit/use-draft-form';
import { useOfferedDraft } from '../../../../lib/offered-draft';
import { useSubmitCorrectiveActions } from '../api/post-findings-corrected';
import { useSaveCorrectiveAction } from '../api/put-corrective-action';
import {
  type ActionsValues,
  actionFieldIds,
  EVIDENCE_MAX,
  FindingActionFields,
} from './finding-action-fields';
import {
  type ActionValues,
  findingsAwaitingAction,
  isUnsaved,
  savedValuesOf,
} from './findings-awaiting-action';
import './workflow-forms.css';

/** A draft may be saved half written; what is submitted must say something for every finding. */
const actionFields = {
  findingId: z.string(),
  findingNumber: z.number(),
  text: correctiveActionDraftSchema.shape.text,
  documents: documentsField(EVIDENCE_MAX),
};
const draftSchema = z.object(actionFields);
const submitSchema = z.object({
  actions: z.array(
    z.object(actionFields).superRefine((action, context) => {
      if (action.text.trim() === '') {
        context.addIssue({
          code: 'custom',
          path: ['text'],
          message: `Enter your corrective action for finding ${action.findingNumber}`,
        });
      }
    }),
  ),
});

const toDraft = (action: ActionValues) => ({
  findingId: action.findingId,
  text: action.text,
  attachmentIds: attachmentIdsOf(action.documents),
});

/** The company's corrective actions: one per finding awaiting it, drafted one by one, submitted together. */
export function CorrectiveActionsForm({ application }: { application: ApplicationCase }) {
  const awaiting = useMemo(
    () => findingsAwaitingAction(application.workflow.findings),
    [application.workflow.findings],
  );
  const saved = useMemo(() => awaiting.map(savedValuesOf), [awaiting]);
  const initialValues = useMemo<ActionsValues>(() => ({ actions: saved }), [saved]);
  const fields = useMemo(
    () =>
      saved.flatMap((action, index) => {
        const ids = actionFieldIds(action.findingNumber);
        return [
          { name: `actions.${index}.text`, id: ids.text, apiPath: 'text' },
          { name: `actions.${index}.documents`, id: ids.documents, apiPath: 'attachmentIds' },
        ];
      }),
    [saved],
  );
  const formKey = `application-${application.id}-corrective-actions`;
  const { draft: kept, localCopy } = useOfferedDraft<ActionsValues>(formKey);
  // A copy kept from an earlier round of findings is of no use now.
  const restorable =
    kept &&
    kept.actions?.map((action) => action.findingId).join() === saved.map((action) => action.findingId).join()
      ? kept
      : null;
  const kit = useDraftForm({
    formKey,
    schema: submitSchema,
    initialValues,
    draft: restorable,
    fields,
    localCopy,
  });
  const { control, register, handleSubmit, getValues, setError, clearErrors, reset } = kit.form;
  const saveDraft = useSaveCorrectiveAction(application.id);
  const submitAll = useSubmitCorrectiveActions(application.id);
  const [savingIndex, setSavingIndex] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const fieldsOf = (index: number) => fields.slice(index * 2, index * 2 + 2);

  /** Saves one finding's draft; the form's defaults follow, so it no longer counts as unsaved. */
  const save = async (index: number): Promise<void> => {
    const action = getValues(`actions.${index}`);
    setSavingIndex(index);
    try {
      await saveDraft.mutateAsync(toDraft(action));
    } finally {
      setSavingIndex(null);
    }
    const defaults = (kit.form.formState.defaultValues?.actions ?? []) as ActionValues[];
    const current = getValues('actions');
    reset(
      { actions: current.map((each, at) => (at === index ? action : (defaults[at] ?? each))) },
      { keepValues: true, keepErrors: true, keepTouched: true, keepIsSubmitted: true },
    );
    // The server holds every draft now: the copy kept for a lost session is no longer needed.
    const stillUnsaved = current.some((each, at) => at !== index && saved[at] && isUnsaved(each, saved[at]));
    if (!stillUnsaved) await kit.autosave.discardDraft();
  };

  const saveOne = (index: number) => {
    const action = getValues(`actions.${index}`);
    const checked = draftSchema.safeParse(action);
    const [textField, filesField] = fieldsOf(index);
    clearErrors([`actions.${index}.text`, `actions.${index}.documents`]);
    if (!checked.success) {
      const problems = checked.error.issues.flatMap((issue) => {
        const field = issue.path[0] === 'documents' ? filesField : textField;
        if (!field) return [];
        setError(field.name as Path<ActionsValues>, { type: 'draft', message: issue.message });
        return [{ fieldId: field.id, text: issue.message }];
      });
      kit.reportProblems(problems);
      return;
    }
    kit.clearProblems();
    save(index).catch((error: unknown) => kit.reportRefusal(error, fieldsOf(index)));
  };

  const submit = (then?: () => void) =>
    handleSubmit(
      async (valid) => {
        kit.clearProblems();
        setSubmitting(true);
        // Edits not yet saved go first: the submission sends the drafts the server holds.
        for (const [index, action] of valid.actions.entries()) {
          const savedAction = saved[index];
          if (!savedAction || !isUnsaved(action as ActionValues, savedAction)) continue;
          try {
            await save(index);
          } catch (error) {
            setSubmitting(false);
            kit.reportRefusal(error, fieldsOf(index));
            return;
          }
        }
        try {
          await submitAll.mutateAsync(undefined);
          await kit.autosave.discardDraft();
          then?.();
        } catch (error) {
          kit.reportRefusal(error);
        } finally {
          setSubmitting(false);
        }
      },
      (invalid) => kit.reportInvalid(invalid),
    );

  if (awaiting.length === 0) return null;
  const busy = submitting || submitAll.isPending;
  return (
    <>
      <FormNotices
        kit={kit}
        dirty={kit.form.formState.isDirty}
        unsaved={{
          saveLabel: 'Submit corrective actions and log out',
          saving: busy,
          saveThen: (after) => void submit(after)(),
          message: (
            <p>
              You asked to log out, but some corrective actions have changes you have not saved. Save each
              draft, submit them, or discard the changes first.
            </p>
          ),
        }}
        restored={<p>We restored the changes you had not saved. Check them, then save or submit.</p>}
      />
      <form
        noValidate
        onSubmit={submit()}
        aria-labelledby="corrective-actions-form-heading"
        className="workflow-form"
      >
        <h3 id="corrective-actions-form-heading" className="workflow-form__heading">
          Your corrective actions
        </h3>
        <p>
          Write a corrective action for each finding below, with evidence if you have it. You can save a draft
          of each and come back later. When they are all written, submit them together.
        </p>
        {awaiting.map((item, index) => (
          <FindingActionFields
            key={item.finding.id}
            item={item}
            index={index}
            applicationId={application.id}
            control={control as never}
            register={register as never}
            values={kit.values.actions?.[index] as ActionValues | undefined}
            errorFor={kit.errorFor}
            unsaved={isUnsaved(
              kit.values.actions?.[index] as ActionValues | undefined,
              saved[index] ?? savedValuesOf(item),
            )}
            saving={savingIndex === index}
            onSaveDraft={() => saveOne(index)}
          />
        ))}
        <Button type="submit" pending={busy}>
          {busy ? 'Submitting…' : 'Submit corrective actions'}
        </Button>
      </form>
    </>
  );
}
