import { PT_ASSIGNED_VALUE_SOURCES, PT_SIGMA_RULES } from '@fsmis/domain';
import { Radios } from '@fsmis/ui/components/radios';
import { TextInput } from '@fsmis/ui/components/text-input';
import type { PtRoundAnalyte } from '../api/get-pt-round';
import { useAssignPtAnalyte } from '../api/put-pt-assignment';
import { assignmentFormSchema } from './assignment-schema';
import { numberText } from './form-values';
import { PtForm } from './pt-form';
import { usePtForm } from './use-pt-form';

const SOURCE_OPTIONS: Readonly<
  Record<(typeof PT_ASSIGNED_VALUE_SOURCES)[number], { label: string; hint: string }>
> = {
  consensus: {
    label: 'The participants’ consensus',
    hint: 'The robust mean of the results (ISO 13528 Algorithm A). It needs at least 5 numeric results.',
  },
  reference: {
    label: 'A reference value',
    hint: 'A value known beforehand, such as a certified reference material’s, with its standard uncertainty.',
  },
};

const SIGMA_OPTIONS: Readonly<Record<(typeof PT_SIGMA_RULES)[number], { label: string; hint?: string }>> = {
  robust: {
    label: 'The robust standard deviation of the results',
    hint: 'It needs at least 5 numeric results.',
  },
  fixed: { label: 'A fixed value' },
  percent: { label: 'A percentage of the assigned value' },
};

/** How one analyte's assigned value and sigma_pt are set; the statistics must then be computed again. */
export function AssignmentForm({
  roundId,
  analyte,
  onDone,
}: {
  readonly roundId: string;
  readonly analyte: PtRoundAnalyte;
  readonly onDone: (message: string) => void;
}) {
  const id = `pt-assign-${analyte.id}`;
  const fields = [
    { path: 'source', id: `${id}-source` },
    { path: 'referenceValue', id: `${id}-reference-value` },
    { path: 'referenceUncertainty', id: `${id}-reference-uncertainty` },
    { path: 'sigmaRule', id: `${id}-sigma-rule` },
    { path: 'sigmaValue', id: `${id}-sigma-value` },
  ] as const;
  const { assignment } = analyte;
  const kit = usePtForm({
    schema: assignmentFormSchema,
    defaultValues: {
      source: assignment.source,
      referenceValue: numberText(assignment.referenceValue),
      referenceUncertainty: numberText(assignment.referenceUncertainty),
      sigmaRule: assignment.sigmaRule,
      sigmaValue: numberText(assignment.sigmaValue),
    },
    fields,
  });
  const { register, watch } = kit.form;
  const assign = useAssignPtAnalyte(roundId, analyte.id);
  const source = watch('source');
  const sigmaRule = watch('sigmaRule');
  const unit = analyte.unit;
  return (
    <PtForm
      kit={kit}
      label={`How ${analyte.name} is scored`}
      submitLabel="Save how it is scored"
      pendingLabel="Saving…"
      pending={assign.isPending}
      send={(values) => assign.mutateAsync(values)}
      onDone={onDone}
    >
      <Radios
        id={fields[0].id}
        legend={
          <>
            Assigned value (x<sub>pt</sub>)
          </>
        }
        error={kit.errorFor('source')}
        options={PT_ASSIGNED_VALUE_SOURCES.map((value) => ({ value, ...SOURCE_OPTIONS[value] }))}
        {...register('source')}
      />
      {source === 'reference' ? (
        <div className="pt-form__reveal">
          <TextInput
            id={fields[1].id}
            label={`Reference value in ${unit}`}
            inputMode="decimal"
            width="short"
            error={kit.errorFor('referenceValue')}
            {...register('referenceValue')}
          />
          <TextInput
            id={fields[2].id}
            label={`Standard uncertainty of the reference value in ${unit}`}
            hint="u(x_pt). When it is more than 0.3 σpt, the scores are z′ instead of z (ISO 13528)."
            inputMode="decimal"
            width="short"
            error={kit.errorFor('referenceUncertainty')}
            {...register('referenceUncertainty')}
          />
        </div>
      ) : null}
      <Radios
        id={fields[3].id}
        legend={
          <>
            Standard deviation for proficiency assessment (σ<sub>pt</sub>)
          </>
        }
        error={kit.errorFor('sigmaRule')}
        options={PT_SIGMA_RULES.map((value) => ({ value, ...SIGMA_OPTIONS[value] }))}
        {...register('sigmaRule')}
      />
      {sigmaRule === 'fixed' || sigmaRule === 'percent' ? (
        <div className="pt-form__reveal">
          <TextInput
            id={fields[4].id}
            label={sigmaRule === 'fixed' ? `σpt in ${unit}` : 'σpt as a percentage of the assigned value'}
            inputMode="decimal"
            width="short"
            error={kit.errorFor('sigmaValue')}
            {...register('sigmaValue')}
          />
        </div>
      ) : null}
    </PtForm>
  );
}
