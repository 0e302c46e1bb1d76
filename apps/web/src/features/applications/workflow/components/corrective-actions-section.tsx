import { type CorrectiveAction, CorrectiveActionStatus, type Finding } from '@fsmis/domain';
import {
  type CorrectiveActionDocumentHref,
  CorrectiveActionHistory,
} from '@fsmis/ui/workflow/corrective-action-history';
import { apiPaths } from '../../../../config/paths';
import type { ApplicationCase } from '../../api/get-application';
import { CorrectiveActionsForm } from '../forms/corrective-actions-form';

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
  // A draft's files are still the company's own: they come from the drafts' route.
  const documentHref: CorrectiveActionDocumentHref = (document, action) =>
    action.status === CorrectiveActionStatus.draft
      ? apiPaths.applicationCorrectiveActionDraftDocument(applicationId, document.attachmentId)
      : apiPaths.applicationCorrectiveActionDocument(applicationId, document.attachmentId);
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId} className="workflow-item__title">
        Finding {finding.number}: clause {finding.clause}
      </h3>
      <CorrectiveActionHistory finding={finding} actions={actions} documentHref={documentHref} />
    </article>
  );
}
