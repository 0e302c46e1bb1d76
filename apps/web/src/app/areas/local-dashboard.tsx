import { StartApplications } from '../../features/applications/components/start-applications';
import { DashboardPage as Dashboard } from '../../features/dashboard/routes/dashboard-page';

/** The Dashboard with the applications feature's "Start an application" (features do not import each other). */
export function DashboardPage() {
  return <Dashboard startApplications={<StartApplications />} />;
}
