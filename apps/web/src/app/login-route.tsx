import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth/routes/login-page';

/** The /login route of the running portal: Login with the router's location, going on to the dashboard. */
export function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <LoginPage
      search={location.search}
      navigationState={location.state}
      onSignedIn={() => void navigate(paths.dashboard.href())}
    />
  );
}
