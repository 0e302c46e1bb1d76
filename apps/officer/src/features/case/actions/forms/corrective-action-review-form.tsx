import { correctiveActionReviewSchema } from '@fsmis/domain';
import { DocumentList } from '@fsmis/ui/components/document-link';
import { Radios } from '@fsmis/ui/components/radios';
import { Textarea } from '@fsmis/ui/components/textarea';
import { type Confirmation, FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { useMemo } from 'react';
import { apiPaths } from '../../../../config/paths';
import { type ActionFormProps, inPanel } from '../action-panel';
import { useReviewCorrectiveActions } from '../api/post-corrective-action-review';
import { findingsAwaitingDecision } from '../available-actions';

const fieldIds = (number: number) => ({
  decision: `corrective-action-review-${number}-decision`,
  reason: `corrective-action-review-${number}-reason`,
});

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function confirmationOf(values: {
  readonly decisions: readonly { readonly decision: string }[];
}): Confirmation | null {
  const rejected = values.decisions.filter((decision) => decision.decision === 'rejected').length;
  if (rejected === 0) return null;
  return {
    title: `Reject ${plural(rejected, 'corrective action')}?`,
    body: (
      <p>
        The findings go back to the company with your reasons, and it must answer each with a new corrective
        action. Your decisions cannot be changed afterwards.
      </p>
    ),
    confirmLabel: `Reject ${plural(rejected, 'corrective action')}`,
    destructive: true,
  };
}

/**
 * Corrective Actions Review -> Preparation (all accepted) or Pending Corrective Action (any rejected):
 * a decision on each submitted corrective action, with the reason of a rejection.
 */
export function CorrectiveActionReviewForm({ application, controls }: ActionFormProps) {
  const awaiting = useMemo(
    () => findingsAwaitingDecision(application.workflow.findings),
    [application.workflow.findings],
  );
  const kit = useFormKit({
    schema: correctiveActionReviewSchema,
    defaultValues: {
      decisions: awaiting.map((finding) => ({
        findingId: finding.id,
        // Nothing chosen yet: the schema asks for a choice.
        decision: '' as 'accepted',
        reason: '',
      })),
    },
    fields: awaiting.flatMap((finding, index) => [
      { name: `decisions.${index}.decision`, id: fieldIds(finding.number).decision },
      { name: `decisions.${index}.reason`, id: fieldIds(finding.number).reason },
    ]),
  });
  const decisions = kit.form.watch('decisions');
  const send = useReviewCorrectiveActions(application.id);
  const hrefOf = (document: { attachmentId: string }) =>
    apiPaths.applicationDocument(application.id, document.attachmentId);

  return (
    <FormFrame
      kit={kit}
      {...inPanel(controls)}
      submitLabel="Record the decisions"
      pending={send.isPending}
      send={send.mutateAsync}
      confirm={confirmationOf}
    >
      <p>
        Accept or reject each corrective action. If you reject any, the findings go back to the company; if
        you accept them all, the application moves on to the preparation of approval documents.
      </p>
      {awaiting.map((finding, index) => {
        const action = finding.correctiveActions.at(-1);
        const ids = fieldIds(finding.number);
        return (
          <section
            key={finding.id}
            className="case-actions__finding"
            aria-labelledby={`${ids.decision}-finding`}
          >
            <h4 id={`${ids.decision}-finding`} className="case-actions__finding-legend">
              Finding {finding.number}: clause {finding.clause} ({finding.severityLabel})
            </h4>
            <p className="case-actions__quote">{finding.description}</p>
            <p className="case-actions__label">Corrective action (attempt {action?.attempt})</p>
            <p className="case-actions__quote">{action?.text}</p>
            {action ? <DocumentList documents={action.documents} hrefOf={hrefOf} /> : null}
            <Radios
              legend={`Your decision on finding ${finding.number}`}
              options={[
                { value: 'accepted', label: 'Accept' },
                { value: 'rejected', label: 'Reject' },
              ]}
              {...kit.fieldProps(`decisions.${index}.decision`)}
            />
            {decisions[index]?.decision === 'rejected' ? (
              <Textarea
                label={`Why is the corrective action for finding ${finding.number} rejected?`}
                hint="The company reads this and answers with a new corrective action."
                rows={3}
                {...kit.fieldProps(`decisions.${index}.reason`)}
              />
            ) : null}
          </section>
        );
      })}
    </FormFrame>
  );
}
