import type { SiteVerification } from '@fsmis/domain';
import { SiteVerificationDetails } from '@fsmis/ui/workflow/site-verification-details';
import { apiPaths } from '../../../../config/paths';

/** The site verification: when and where, its report once uploaded, and its outcome. */
export function SiteVerificationSection({
  applicationId,
  verification,
}: {
  readonly applicationId: string;
  readonly verification: SiteVerification;
}) {
  return (
    <section id="site-verification" className="section" aria-labelledby="site-verification-heading">
      <h2 id="site-verification-heading">Site verification</h2>
      <SiteVerificationDetails
        verification={verification}
        reader="company"
        reportHref={(report) =>
          apiPaths.applicationSiteVerificationDocument(applicationId, report.attachmentId)
        }
      />
    </section>
  );
}
