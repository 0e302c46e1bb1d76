import { type CorrectiveAction, CorrectiveActionStatus, type Finding } from '@fsmis/domain';
import { DocumentList } from '@fsmis/ui/components/document-link';
import { Tag } from '@fsmis/ui/components/tag';
import { apiPaths } from '../../../../config/paths';
import type { ApplicationCase } from '../../api/get-application';
import { CorrectiveActionsForm } from '../forms/corrective-actions-form';
import { AtTime, correctiveActionColour } from './workflow-display';

/**
 * Each finding with the corrective actions written for it (a rejected one keeps its reason), and the
 * form while the company owes corrective actions. Drafts belong to the form, so the history leaves them
 * out while the form is shown.
 */
export function CorrectiveActionsSection({
  application,
  showForm,
}: {
  readonly application: ApplicationCase;
  readonly showForm: boolean;
}) {
  const histories = application.workflow.findings
    .map((finding) => ({
      finding,
      actions: finding.correctiveActions.filter(
        (action) => !showForm || action.status !== CorrectiveActionStatus.draft,
      ),
    }))
    .filter(({ actions }) => actions.length > 0);
  return (
    <section id="corrective-actions" className="section" aria-labelledby="corrective-actions-heading">
      <h2 id="corrective-actions-heading">Corrective actions</h2>
      {histories.length > 0 ? (
        <ol className="workflow-items">
          {histories.map(({ finding, actions }) => (
            <li key={finding.id} className="workflow-item">
              <FindingActions applicationId={application.id} finding={finding} actions={actions} />
            </li>
          ))}
        </ol>
      ) : null}
      {showForm ? <CorrectiveActionsForm application={application} /> : null}
    </section>
  );
}

function FindingActions({
  applicationId,
  finding,
  actions,
}: {
  readonly applicationId: string;
  readonly finding: Finding;
  readonly actions: readonly CorrectiveAction[];
}) {
  const headingId = `corrective-actions-${finding.id}-heading`;
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId} className="workflow-item__title">
        Finding {finding.number}: clause {finding.clause}
      </h3>
      <ol className="workflow-attempts">
        {actions.map((action) => (
          <li key={action.id}>
            <Attempt applicationId={applicationId} action={action} />
          </li>
        ))}
      </ol>
    </article>
  );
}

function Attempt({
  applicationId,
  action,
}: {
  readonly applicationId: string;
  readonly action: CorrectiveAction;
}) {
  const draft = action.status === CorrectiveActionStatus.draft;
  const hrefOf = (attachmentId: string) =>
    draft
      ? apiPaths.applicationCorrectiveActionDraftDocument(applicationId, attachmentId)
      : apiPaths.applicationCorrectiveActionDocument(applicationId, attachmentId);
  const [when, verb] = action.reviewedAt
    ? [action.reviewedAt, 'Reviewed']
    : action.submittedAt
      ? [action.submittedAt, 'Submitted']
      : [action.updatedAt, 'Saved'];
  return (
    <>
      <p className="workflow-attempt__title">
        <strong>Attempt {action.attempt}</strong>{' '}
        <Tag colour={correctiveActionColour(action.status)}>{action.statusLabel}</Tag>{' '}
        <span className="workflow-meta">
          {verb} <AtTime value={when} />
        </span>
      </p>
      <p className="workflow-text">{action.text || 'No text written yet.'}</p>
      <DocumentList documents={action.documents} hrefOf={(document) => hrefOf(document.attachmentId)} />
      {action.rejectionReason ? (
        <p className="workflow-reason">
          <strong>Why it was rejected:</strong>{' '}
          <span className="workflow-text">{action.rejectionReason}</span>
        </p>
      ) : null}
    </>
  );
}
