import type { ApplicationCase } from '@fsmis/domain';
import { Checkbox } from '@fsmis/ui/components/checkbox';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { z } from 'zod';
import { useAcknowledgeFindings } from '../api/post-acknowledge-findings';
import './workflow-forms.css';

export const ACKNOWLEDGE_FINDINGS_REQUIRED =
  'Confirm that you have read the findings and will answer each with a corrective action';

const schema = z.object({ acknowledged: z.boolean().refine(Boolean, ACKNOWLEDGE_FINDINGS_REQUIRED) });

/** The company confirms it has read every finding of the site verification. */
export function AcknowledgeFindingsForm({ application }: { application: ApplicationCase }) {
  const acknowledge = useAcknowledgeFindings(application.id);
  const kit = useFormKit({
    schema,
    defaultValues: { acknowledged: false },
    fields: [{ name: 'acknowledged', id: 'acknowledge-findings-confirm' }],
  });
  const count = application.workflow.findings.length;

  return (
    <FormFrame
      kit={kit}
      labelledBy="acknowledge-findings-heading"
      className="workflow-form"
      submitLabel="Acknowledge findings"
      pendingLabel="Acknowledging…"
      pending={acknowledge.isPending}
      send={() => acknowledge.mutateAsync(undefined)}
      onDone={() => undefined}
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
        label="I have read the findings and will answer each with a corrective action by its due date"
        {...kit.fieldProps('acknowledged')}
      />
    </FormFrame>
  );
}
