import { PT_RESULT_OUTCOMES, type PtResultSubmission } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { Radios } from '@fsmis/ui/components/radios';
import { TextInput } from '@fsmis/ui/components/text-input';
import { WarningText } from '@fsmis/ui/components/warning-text';
import { FileUpload } from '@fsmis/ui/uploads/file-upload';
import { useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormNotices } from '../../../components/form-kit/form-notices';
import { useDraftForm } from '../../../components/form-kit/use-draft-form';
import { useOfferedDraft } from '../../../lib/offered-draft';
import { useSavePtResults, useSubmitPtResults } from '../api/put-pt-results';
import { ptDateText } from '../components/pt-dates';
import {
  draftOf,
  PT_OUTCOME_HINTS,
  PT_OUTCOME_LABELS,
  type ResultValues,
  resultFieldsOf,
  resultSubmissionSchemaFor,
  resultValuesOf,
} from './results-values';

export const resultsFormKey = (roundId: string) => `pt-${roundId}-results`;

const OUTCOME_OPTIONS = PT_RESULT_OUTCOMES.map((outcome) => ({
  value: outcome,
  label: PT_OUTCOME_LABELS[outcome],
  hint: PT_OUTCOME_HINTS[outcome],
}));

/**
 * The laboratory's results, analyte by analyte, and the document describing its methods: saved as a
 * draft as often as it likes, then submitted once, after it confirms. A refused submission shows each
 * problem on the field the API names.
 */
export function ResultsForm({
  roundId,
  submission,
}: {
  readonly roundId: string;
  readonly submission: PtResultSubmission;
}) {
  const formKey = resultsFormKey(roundId);
  const { analytes } = submission;
  const initialValues = useMemo(() => resultValuesOf(submission), [submission]);
  const schema = useMemo(() => resultSubmissionSchemaFor(analytes.map((analyte) => analyte.id)), [analytes]);
  const fields = useMemo(() => resultFieldsOf(analytes), [analytes]);
  const { draft, localCopy } = useOfferedDraft<ResultValues>(formKey);
  const kit = useDraftForm({
    formKey,
    schema,
    initialValues: initialValues as never,
    draft,
    localCopy,
    fields,
  });
  const { control, register, handleSubmit, getValues, formState } = kit.form;
  const save = useSavePtResults(roundId);
  const submit = useSubmitPtResults(roundId);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLElement>(null);
  const values = kit.values as unknown as ResultValues;
  const idOf = (path: string) => fields.find((field) => field.name === path)?.id ?? path;

  const saveDraft = (then?: () => void) => {
    kit.clearProblems();
    setConfirming(false);
    const current = getValues() as unknown as ResultValues;
    save.mutateAsync(draftOf(current)).then(async () => {
      await kit.finishSaved(current as never);
      then?.();
    }, kit.reportRefusal);
  };

  const check = handleSubmit(
    () => {
      kit.clearProblems();
      setConfirming(true);
      requestAnimationFrame(() => confirmRef.current?.focus());
    },
    (invalid) => {
      setConfirming(false);
      kit.reportInvalid(invalid);
    },
  );

  const send = () => {
    const current = getValues() as unknown as ResultValues;
    submit.mutateAsync(draftOf(current)).then(
      async () => {
        setConfirming(false);
        await kit.finishSaved(current as never);
      },
      (error: unknown) => {
        setConfirming(false);
        kit.reportRefusal(error);
      },
    );
  };

  return (
    <>
      <FormNotices
        kit={kit}
        dirty={formState.isDirty}
        unsaved={{
          saveLabel: 'Save as draft and log out',
          saving: save.isPending,
          saveThen: (after) => saveDraft(after),
          message: (
            <p>
              You asked to log out, but your latest results are not saved. Save them as a draft or discard
              them first.
            </p>
          ),
        }}
        restored={<p>We restored results you had not saved. Check them, then save or submit them.</p>}
      />
      <form noValidate onSubmit={check} aria-labelledby="pt-results-heading" className="pt-form">
        <h3 id="pt-results-heading" className="pt-form__heading">
          Your results
        </h3>
        <p>
          Submit your results by <strong>{ptDateText(submission.resultsDueAt)}</strong>. You can save them as
          a draft and come back; once submitted, they cannot change.
          {submission.savedAt
            ? ` Last saved on ${ptDateText(submission.savedAt)}${submission.savedBy ? ` by ${submission.savedBy}` : ''}.`
            : ''}
        </p>
        {analytes.map((analyte, index) => {
          const outcome = values.results?.[index]?.outcome;
          const path = (part: string) => `results.${index}.${part}` as 'results.0.value';
          return (
            <fieldset key={analyte.id} className="pt-form__fieldset pt-result">
              <legend className="pt-form__legend">
                {analyte.name} <span className="pt-result__unit">({analyte.unit})</span>
              </legend>
              <Radios
                id={idOf(path('outcome'))}
                legend={`What do you report for ${analyte.name}?`}
                error={kit.errorFor(path('outcome'))}
                options={OUTCOME_OPTIONS}
                {...register(path('outcome'))}
              />
              {outcome === 'not-tested' ? null : (
                <>
                  <TextInput
                    id={idOf(path('value'))}
                    label={outcome === 'less-than' ? `Limit in ${analyte.unit}` : `Result in ${analyte.unit}`}
                    hint="A number, like 12.5 or 0.003."
                    inputMode="decimal"
                    width="short"
                    error={kit.errorFor(path('value'))}
                    {...register(path('value'))}
                  />
                  <TextInput
                    id={idOf(path('uncertainty'))}
                    label={`Measurement uncertainty in ${analyte.unit} (optional)`}
                    hint="The expanded uncertainty of your result, as a number."
                    inputMode="decimal"
                    width="short"
                    error={kit.errorFor(path('uncertainty'))}
                    {...register(path('uncertainty'))}
                  />
                  <TextInput
                    id={idOf(path('method'))}
                    label="Method or technique"
                    hint="For example, LC-MS/MS after QuEChERS extraction."
                    width="full"
                    error={kit.errorFor(path('method'))}
                    {...register(path('method'))}
                  />
                </>
              )}
            </fieldset>
          );
        })}
        <Controller
          control={control}
          name={'methodology' as 'results'}
          render={({ field }) => (
            <FileUpload
              id={idOf('methodology')}
              label="Methodology document (optional)"
              hint="Describe how your laboratory prepared and analysed the test items."
              purpose="document"
              entityId={roundId}
              value={(field.value as unknown as ResultValues['methodology']) ?? null}
              onChange={(attachment) => {
                field.onChange(attachment);
                field.onBlur();
              }}
              error={kit.errorFor('methodology')}
            />
          )}
        />
        {confirming ? (
          <section className="pt-confirm" ref={confirmRef} tabIndex={-1} aria-labelledby="pt-confirm-heading">
            <h4 id="pt-confirm-heading" className="pt-confirm__heading">
              Submit your results?
            </h4>
            <WarningText>Once you submit your results, you cannot change them.</WarningText>
            <div className="button-group">
              <Button pending={submit.isPending} onClick={send}>
                {submit.isPending ? 'Submitting…' : 'Yes, submit my results'}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Go back to my results
              </Button>
            </div>
          </section>
        ) : (
          <div className="button-group">
            <Button type="submit">Submit results</Button>
            <Button variant="secondary" pending={save.isPending} onClick={() => saveDraft()}>
              {save.isPending ? 'Saving…' : 'Save as draft'}
            </Button>
          </div>
        )}
      </form>
    </>
  );
}
