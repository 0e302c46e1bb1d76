import { PageHeading } from '@fsmis/ui/components/page-heading';
import { PORTAL_HOME } from '../../config/paths';

/** For a company user who opened the console: what it is, and where their own service is. */
export function RefusalPage() {
  return (
    <div className="console-container">
      <PageHeading>This console is for the regulator’s officers</PageHeading>
      <p>
        You are signed in with a company’s account. Companies and laboratories apply, follow their
        applications and take part in proficiency testing in the FSMIS portal.
      </p>
      <p>
        <a href={PORTAL_HOME}>Go to the FSMIS portal</a>
      </p>
      <p>
        If you are an officer of the regulator, sign out of the portal and sign in again with your officer
        account.
      </p>
    </div>
  );
}
