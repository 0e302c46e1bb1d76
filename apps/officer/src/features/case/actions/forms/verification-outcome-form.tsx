import {
  FINDING_SEVERITIES,
  FINDING_SEVERITY_LABELS,
  type FindingSeverity,
  newFindingSchema,
} from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { Radios } from '@fsmis/ui/components/radios';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { type Confirmation, FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { type ActionFormProps, inPanel } from '../action-panel';
import { useRecordVerificationOutcome } from '../api/post-verification-outcome';

/** What the controls of one finding hold. */
const findingValues = z.object({
  clause: z.string(),
  description: z.string(),
  severity: z.string(),
  dueDate: z.string(),
});
type FindingValues = z.infer<typeof findingValues>;

const SEVERITY_REQUIRED = 'Choose how serious the finding is';
const DUE_DATE_REQUIRED = 'Enter the date the corrective action is due';
/** The controls left empty, said as the form asks them; the rest is the domain's rule. */
const filledControls = z.object({
  severity: z.string().min(1, SEVERITY_REQUIRED),
  dueDate: z.string().min(1, DUE_DATE_REQUIRED),
});

/** One finding as the API takes it, or the problems of its controls (paths within the finding). */
function findingOf(values: FindingValues) {
  const empty = filledControls.safeParse(values);
  const emptyPaths = new Set(empty.success ? [] : empty.error.issues.map((issue) => issue.path[0]));
  const parsed = newFindingSchema.safeParse({ ...values, severity: Number(values.severity) });
  if (parsed.success && emptyPaths.size === 0) {
    // The schema reads a severity's name or code, and answers its code.
    return {
      ok: true as const,
      finding: { ...parsed.data, severity: parsed.data.severity as FindingSeverity },
    };
  }
  const issues = [
    ...(empty.success ? [] : empty.error.issues),
    ...(parsed.success ? [] : parsed.error.issues.filter((issue) => !emptyPaths.has(issue.path[0]))),
  ];
  return { ok: false as const, issues };
}

const OUTCOME_REQUIRED = 'Choose whether the verification found anything to raise';
const formSchema = z
  .object({
    outcome: z.string(OUTCOME_REQUIRED).pipe(z.enum(['findings', 'none'], OUTCOME_REQUIRED)),
    findings: z.array(findingValues),
  })
  // The findings typed are read only when there are findings to raise.
  .transform((values, context) => {
    if (values.outcome === 'none') return { findings: [] };
    const findings = values.findings.map((item, index) => {
      const parsed = findingOf(item);
      if (parsed.ok) return parsed.finding;
      for (const issue of parsed.issues) {
        context.addIssue({
          code: 'custom',
          message: issue.message,
          path: ['findings', index, ...issue.path],
        });
      }
      return null;
    });
    if (findings.some((item) => item === null)) return z.NEVER;
    return { findings: findings.filter((item) => item !== null) };
  });

const EMPTY_FINDING: FindingValues = { clause: '', description: '', severity: '', dueDate: '' };
const SEVERITY_OPTIONS = FINDING_SEVERITIES.map((code) => ({
  value: String(code),
  label: FINDING_SEVERITY_LABELS[code],
}));
const FINDING_PARTS = ['clause', 'description', 'severity', 'dueDate'] as const;
const findingFieldId = (index: number, part: (typeof FINDING_PARTS)[number]) =>
  `verification-outcome-finding-${index + 1}-${part === 'dueDate' ? 'due-date' : part}`;

/** The fields in the order shown: the findings only when there are findings to raise. */
function fieldsOf(values: z.input<typeof formSchema>) {
  const findings = values.outcome === 'findings' ? values.findings : [];
  return [
    { name: 'outcome', id: 'verification-outcome' },
    ...findings.flatMap((_, index) =>
      FINDING_PARTS.map((part) => ({ name: `findings.${index}.${part}`, id: findingFieldId(index, part) })),
    ),
  ];
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function confirmationOf({ findings }: { readonly findings: readonly unknown[] }): Confirmation {
  if (findings.length === 0) {
    return {
      title: 'Complete the verification without findings?',
      body: (
        <p>
          The application moves on to the preparation of approval documents. The outcome cannot be changed
          afterwards.
        </p>
      ),
      confirmLabel: 'Complete without findings',
    };
  }
  return {
    title: `Raise ${plural(findings.length, 'finding')}?`,
    body: (
      <p>
        The company is told at once and must acknowledge the findings, then answer each with a corrective
        action. Findings cannot be withdrawn once raised.
      </p>
    ),
    confirmLabel: `Raise ${plural(findings.length, 'finding')}`,
  };
}

/** Verification Check -> Pending Findings Acknowledgement (findings) or Preparation (none). */
export function VerificationOutcomeForm({ application, controls }: ActionFormProps) {
  const kit = useFormKit({
    schema: formSchema,
    defaultValues: { outcome: '', findings: [EMPTY_FINDING] },
    fields: fieldsOf,
  });
  const { register, control, watch } = kit.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'findings' });
  const addButton = useRef<HTMLButtonElement>(null);
  const outcome = watch('outcome');
  const send = useRecordVerificationOutcome(application.id);

  return (
    <FormFrame
      kit={kit}
      {...inPanel(controls)}
      submitLabel="Record the outcome"
      pending={send.isPending}
      send={send.mutateAsync}
      confirm={confirmationOf}
    >
      <Radios
        legend="What did the site verification find?"
        options={[
          {
            value: 'findings',
            label: 'Findings to raise',
            hint: 'The company acknowledges them, then answers each with a corrective action.',
          },
          {
            value: 'none',
            label: 'No findings',
            hint: 'The application moves on to the preparation of approval documents.',
          },
        ]}
        {...kit.fieldProps('outcome')}
      />
      {outcome === 'findings' ? (
        <>
          {fields.map((item, index) => (
            <fieldset key={item.id} className="case-actions__finding">
              <legend className="case-actions__finding-legend">Finding {index + 1}</legend>
              <TextInput
                id={findingFieldId(index, 'clause')}
                label="Clause"
                hint="The clause of the standard, for example 6.4.1."
                width="short"
                error={kit.errorFor(`findings.${index}.clause`)}
                {...register(`findings.${index}.clause`)}
              />
              <Textarea
                id={findingFieldId(index, 'description')}
                label="Description"
                rows={4}
                error={kit.errorFor(`findings.${index}.description`)}
                {...register(`findings.${index}.description`)}
              />
              <Radios
                id={findingFieldId(index, 'severity')}
                legend="Severity"
                options={SEVERITY_OPTIONS}
                error={kit.errorFor(`findings.${index}.severity`)}
                {...register(`findings.${index}.severity`)}
              />
              <TextInput
                id={findingFieldId(index, 'dueDate')}
                label="Corrective action due by"
                hint="Today or later."
                type="date"
                width="short"
                error={kit.errorFor(`findings.${index}.dueDate`)}
                {...register(`findings.${index}.dueDate`)}
              />
              {fields.length > 1 ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    remove(index);
                    addButton.current?.focus();
                  }}
                >
                  Remove finding {index + 1}
                </Button>
              ) : null}
            </fieldset>
          ))}
          <div className="case-actions__add">
            <Button
              ref={addButton}
              variant="secondary"
              onClick={() =>
                append(EMPTY_FINDING, { focusName: `findings.${fields.length}.clause`, shouldFocus: true })
              }
            >
              Add another finding
            </Button>
          </div>
        </>
      ) : null}
    </FormFrame>
  );
}
