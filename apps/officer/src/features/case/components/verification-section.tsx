import type { SiteVerification } from '@fsmis/domain';
import { SiteVerificationDetails } from '@fsmis/ui/workflow/site-verification-details';
import { apiPaths } from '../../../config/paths';
import { CaseSection } from './case-section';

/** The site verification: when and where, its report once uploaded, and its outcome. */
export function VerificationSection({
  applicationId,
  verification,
}: {
  readonly applicationId: string;
  readonly verification: SiteVerification | null;
}) {
  return (
    <CaseSection id="site-verification">
      {verification === null ? (
        <p>No site verification has been scheduled.</p>
      ) : (
        <SiteVerificationDetails
          verification={verification}
          reader="officer"
          reportHref={(report) => apiPaths.applicationDocument(applicationId, report.attachmentId)}
        />
      )}
    </CaseSection>
  );
}
