import { programmeLabel } from '@fsmis/domain';
import { Link } from 'react-router';
import { NotificationBanner } from '../../../components/ui/notification-banner';
import { PageHeading } from '../../../components/ui/page-heading';
import { SummaryList } from '../../../components/ui/summary-list';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';

/** The local laboratory's home: the company, what needs attention, and its applications and recognitions. */
export function DashboardPage() {
  const user = useSessionUser();
  if (!user) return null;
  const pending = user.companyTermsAndConditionsPendingAcknowledgement;
  return (
    <div className="container page">
      <PageHeading caption={user.companyName}>Dashboard</PageHeading>

      {pending.length > 0 ? (
        <NotificationBanner title="Action needed">
          <p>
            Terms and conditions are waiting for your acknowledgement for{' '}
            {pending.map((programme) => programmeLabel(programme)).join(', ')}.{' '}
            <Link to={paths.termsAndConditions.href()}>Go to Terms and Conditions</Link>
          </p>
        </NotificationBanner>
      ) : null}

      <section className="section" aria-labelledby="dashboard-company-heading">
        <h2 id="dashboard-company-heading">Your company</h2>
        <SummaryList
          rows={[
            { key: 'Company name', value: user.companyName },
            { key: 'UEN', value: user.companyUen ?? 'Not recorded' },
            { key: 'Address', value: user.companyAddress ?? 'Not recorded' },
          ]}
        />
      </section>

      <section className="section" aria-labelledby="dashboard-applications-heading">
        <h2 id="dashboard-applications-heading">Applications and recognitions</h2>
        <p>Your applications and recognitions will appear here.</p>
      </section>
    </div>
  );
}
