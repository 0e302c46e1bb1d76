import { programmeLabel } from '@fsmis/domain';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { ApplicationsSection } from '../components/applications-section';
import { NextActions } from '../components/next-actions';
import { RecognitionSummary } from '../components/recognition-summary';

/**
 * The local laboratory's home: what needs its attention (terms to acknowledge, then what to do next with
 * its deadlines), its recognition, and its applications.
 */
export function DashboardPage({ startApplications }: { readonly startApplications?: ReactNode }) {
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
            {pending.map((programme) => programmeLabel(programme)).join(', ')}.
          </p>
          <p>
            <Link to={paths.termsAndConditions.href()}>Go to Terms and Conditions</Link>
          </p>
        </NotificationBanner>
      ) : null}

      <NextActions />
      <RecognitionSummary />
      {startApplications}
      <ApplicationsSection />
    </div>
  );
}
