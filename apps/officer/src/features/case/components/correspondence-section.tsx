import type { Correspondence } from '@fsmis/domain';
import { RequestRounds } from '@fsmis/ui/workflow/request-rounds';
import { apiPaths } from '../../../config/paths';
import { CaseSection } from './case-section';

/** Every round of request for information, with the company's answer to each. */
export function CorrespondenceSection({
  applicationId,
  rounds,
}: {
  readonly applicationId: string;
  readonly rounds: readonly Correspondence[];
}) {
  return (
    <CaseSection id="correspondence">
      <RequestRounds
        rounds={rounds}
        reader="officer"
        documentHref={(document) => apiPaths.applicationDocument(applicationId, document.attachmentId)}
      />
    </CaseSection>
  );
}
