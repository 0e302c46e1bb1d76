import { PageHeading } from '@fsmis/ui/components/page-heading';
import { useSessionUser } from '../../../lib/session';
import { SchemesSection } from '../components/schemes-section';

/** The laboratory's Proficiency Testing schemes. */
export function PtSchemeDashboardPage() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <div className="container page">
      <PageHeading caption={user.companyName}>PT Scheme</PageHeading>
      <p className="lead">
        Register for Proficiency Testing schemes, submit your results and read your reports.
      </p>
      <SchemesSection />
    </div>
  );
}
