import { PT_ASSIGNED_VALUE_SOURCES, PT_SIGMA_RULES } from '@fsmis/domain';
import { Radios } from '@fsmis/ui/components/radios';
import { TextInput } from '@fsmis/ui/components/text-input';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { numberText } from '../../../lib/forms/form-values';
import type { PtRoundAnalyte } from '../api/get-pt-round';
import { useAssignPtAnalyte } from '../api/put-pt-assignment';
import { assignmentFormSchema } from './assignment-schema';

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
  const { assignment } = analyte;
  const kit = useFormKit({
    schema: assignmentFormSchema,
    idPrefix: `pt-assign-${analyte.id}`,
    defaultValues: {
      source: assignment.source,
      referenceValue: numberText(assignment.referenceValue),
      referenceUncertainty: numberText(assignment.referenceUncertainty),
      sigmaRule: assignment.sigmaRule,
      sigmaValue: numberText(assignment.sigmaValue),
    },
  });
  const { watch } = kit.form;
  const assign = useAssignPtAnalyte(roundId, analyte.id);
  const source = watch('source');
  const sigmaRule = watch('sigmaRule');
  const unit = analyte.unit;
  return (
    <FormFrame
      kit={kit}
      label={`How ${analyte.name} is scored`}
      className="pt-form"
      submitLabel="Save how it is scored"
      pendingLabel="Saving…"
      pending={assign.isPending}
      send={assign.mutateAsync}
      onDone={onDone}
    >
      <Radios
        legend={
          <>
            Assigned value (x<sub>pt</sub>)
          </>
        }
        options={PT_ASSIGNED_VALUE_SOURCES.map((value) => ({ value, ...SOURCE_OPTIONS[value] }))}
        {...kit.fieldProps('source')}
      />
      {source === 'reference' ? (
        <div className="pt-form__reveal">
          <TextInput
            label={`Reference value in ${unit}`}
            inputMode="decimal"
            width="short"
            {...kit.fieldProps('referenceValue')}
          />
          <TextInput
            label={`Standard uncertainty of the reference value in ${unit}`}
            hint="u(x_pt). When it is more than 0.3 σpt, the scores are z′ instead of z (ISO 13528)."
            inputMode="decimal"
            width="short"
            {...kit.fieldProps('referenceUncertainty')}
          />
        </div>
      ) : null}
      <Radios
        legend={
          <>
            Standard deviation for proficiency assessment (σ<sub>pt</sub>)
          </>
        }
        options={PT_SIGMA_RULES.map((value) => ({ value, ...SIGMA_OPTIONS[value] }))}
        {...kit.fieldProps('sigmaRule')}
      />
      {sigmaRule === 'fixed' || sigmaRule === 'percent' ? (
        <div className="pt-form__reveal">
          <TextInput
            label={sigmaRule === 'fixed' ? `σpt in ${unit}` : 'σpt as a percentage of the assigned value'}
            inputMode="decimal"
            width="short"
            {...kit.fieldProps('sigmaValue')}
          />
        </div>
      ) : null}
    </FormFrame>
  );
}
