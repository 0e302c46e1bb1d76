import type { ApplicationCase } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { Checkbox } from '@fsmis/ui/components/checkbox';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { type FormEvent, useState } from 'react';
import { useStepProblems } from '../../../../components/form-kit/step-problems';
import { useAcknowledgeFindings } from '../api/post-acknowledge-findings';
import './workflow-forms.css';

const CHECKBOX_ID = 'acknowledge-findings-confirm';
const FIELD = { id: CHECKBOX_ID, apiPath: 'acknowledged' } as const;
export const ACKNOWLEDGE_FINDINGS_REQUIRED =
  'Confirm that you have read the findings and will answer each with a corrective action';

/** The company confirms it has read every finding of the site verification. */
export function AcknowledgeFindingsForm({ application }: { application: ApplicationCase }) {
  const [confirmed, setConfirmed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const acknowledge = useAcknowledgeFindings(application.id);
  const { problems, report, reportRefusal } = useStepProblems(FIELD);
  const count = application.workflow.findings.length;
  const error = submitted && !confirmed ? ACKNOWLEDGE_FINDINGS_REQUIRED : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!confirmed) {
      report([{ fieldId: CHECKBOX_ID, text: ACKNOWLEDGE_FINDINGS_REQUIRED }]);
      return;
    }
    report([]);
    acknowledge.mutateAsync(undefined).catch(reportRefusal);
  };

  return (
    <>
      <ErrorSummary items={problems.items} focusKey={problems.attempt} />
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="acknowledge-findings-heading"
        className="workflow-form"
      >
        <h3 id="acknowledge-findings-heading" className="workflow-form__heading">
          Acknowledge the findings
        </h3>
        <p>
          The site verification raised {count} finding{count === 1 ? '' : 's'}. Read{' '}
          {count === 1 ? 'it' : 'each one'} and its due date. Once you acknowledge them, you can write your
          corrective actions.
        </p>
        <Checkbox
          id={CHECKBOX_ID}
          label="I have read the findings and will answer each with a corrective action by its due date"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
          error={error}
        />
        <Button type="submit" pending={acknowledge.isPending}>
          {acknowledge.isPending ? 'Acknowledging…' : 'Acknowledge findings'}
        </Button>
      </form>
    </>
  );
}
