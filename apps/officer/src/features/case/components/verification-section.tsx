import { type ApplicationStatus, isBeyondReview, type SiteVerification } from '@fsmis/domain';
import { SiteVerificationDetails } from '@fsmis/ui/workflow/site-verification-details';
import { apiPaths } from '../../../config/paths';
import { CaseSection } from './case-section';

/**
 * The site verification: when and where, its report once uploaded, and its outcome. It belongs to the
 * statuses beyond review (docs/requirements.md §4): before them the section says it comes after the review.
 */
export function VerificationSection({
  applicationId,
  status,
  verification,
}: {
  readonly applicationId: string;
  readonly status: ApplicationStatus;
  readonly verification: SiteVerification | null;
}) {
  return (
    <CaseSection id="site-verification">
      {!isBeyondReview(status) ? (
        <p>The site verification comes after the review of the application.</p>
      ) : verification === null ? (
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
