import { type Correspondence, CorrespondenceStatus, isCaseActionOpen } from '@fsmis/domain';
import { RequestRounds } from '@fsmis/ui/workflow/request-rounds';
import { apiPaths } from '../../../../config/paths';
import type { ApplicationCase } from '../../api/get-application';
import { AnswerRequestForm } from '../forms/answer-request-form';

/** The round the company may answer now: sent, not yet answered, while the application waits for it. */
export function isOpenRequest(application: ApplicationCase, request: Correspondence): boolean {
  return (
    request.status === CorrespondenceStatus.sent &&
    request.response === null &&
    isCaseActionOpen(application.workflow.actions, 'more-info-provided')
  );
}

/** Every round of request for information, each with the company's answer; the open one with its form. */
export function CorrespondenceSection({ application }: { readonly application: ApplicationCase }) {
  return (
    <section id="correspondence" className="section" aria-labelledby="correspondence-heading">
      <h2 id="correspondence-heading">Requests for information</h2>
      <RequestRounds
        rounds={application.workflow.correspondence}
        reader="company"
        documentHref={(document) => apiPaths.applicationDocument(application.id, document.attachmentId)}
        after={(request) =>
          isOpenRequest(application, request) ? (
            <AnswerRequestForm application={application} request={request} />
          ) : null
        }
      />
    </section>
  );
}
