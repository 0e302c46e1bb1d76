import { formatDay, formatMoment } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { Textarea } from '@fsmis/ui/components/textarea';
import { DocumentUploads } from '@fsmis/ui/uploads/document-uploads';
import { type Control, Controller, type UseFormRegister } from 'react-hook-form';
import type { ActionValues, FindingAwaitingAction } from './findings-awaiting-action';
import './workflow-forms.css';

export const ACTION_TEXT_MAX = 5000;
export const EVIDENCE_MAX = 10;

export type ActionsValues = { actions: ActionValues[] };

export const actionFieldIds = (findingNumber: number) => ({
  text: `finding-${findingNumber}-action`,
  documents: `finding-${findingNumber}-evidence`,
});

/** One finding: what the officer found, why an earlier answer was rejected, and the new corrective action. */
export function FindingActionFields({
  item,
  index,
  applicationId,
  control,
  register,
  values,
  errorFor,
  unsaved,
  saving,
  onSaveDraft,
}: {
  readonly item: FindingAwaitingAction;
  readonly index: number;
  readonly applicationId: string;
  readonly control: Control<ActionsValues>;
  readonly register: UseFormRegister<ActionsValues>;
  readonly values: ActionValues | undefined;
  readonly errorFor: (path: string) => string | undefined;
  readonly unsaved: boolean;
  readonly saving: boolean;
  readonly onSaveDraft: () => void;
}) {
  const { finding, draft, rejected } = item;
  const ids = actionFieldIds(finding.number);
  const headingId = `finding-${finding.number}-heading`;
  const status = saving
    ? 'Saving the draft…'
    : unsaved
      ? draft
        ? 'You have changes that are not saved'
        : ''
      : draft
        ? `Draft saved at ${formatMoment(draft.updatedAt)}`
        : '';
  return (
    <section className="workflow-form__finding" aria-labelledby={headingId}>
      <h4 id={headingId} className="workflow-form__finding-heading">
        Finding {finding.number}: clause {finding.clause}
      </h4>
      <p>
        <strong>{finding.severityLabel}</strong>, corrective action due by {formatDay(finding.dueDate)}
      </p>
      <p>{finding.description}</p>
      {rejected ? (
        <InsetText>
          <p>
            <strong>The officer rejected your corrective action</strong>
            {rejected.reviewedAt ? ` on ${formatDay(rejected.reviewedAt)}` : ''}:
          </p>
          <p>{rejected.rejectionReason ?? 'No reason was given.'}</p>
        </InsetText>
      ) : null}
      <Textarea
        id={ids.text}
        label={`Corrective action for finding ${finding.number}`}
        hint="What you have done, or will do, to correct the finding, and by when."
        rows={6}
        characterCount={{ max: ACTION_TEXT_MAX, count: String(values?.text ?? '').length }}
        error={errorFor(`actions.${index}.text`)}
        {...register(`actions.${index}.text`)}
      />
      <Controller
        control={control}
        name={`actions.${index}.documents`}
        render={({ field }) => (
          <DocumentUploads
            id={ids.documents}
            legend={`Evidence for finding ${finding.number} (optional)`}
            hint={`Records, photographs or procedures that show the correction. Up to ${EVIDENCE_MAX} files.`}
            purpose="document"
            entityId={applicationId}
            max={EVIDENCE_MAX}
            value={field.value ?? []}
            onChange={(documents) => {
              field.onChange(documents);
              field.onBlur();
            }}
            error={errorFor(`actions.${index}.documents`)}
          />
        )}
      />
      <div className="button-group">
        <Button variant="secondary" pending={saving} onClick={onSaveDraft}>
          Save draft<span className="visually-hidden"> of finding {finding.number}</span>
        </Button>
        <p className="workflow-form__draft-status" role="status">
          {status}
        </p>
      </div>
    </section>
  );
}
