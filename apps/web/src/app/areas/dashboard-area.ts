// The Dashboard, where every signed-in company lands: a chunk of its own, without the forms of the
// local area, so the first screen after sign-in downloads and runs as little as it can.
export { DashboardPage } from './local-dashboard';
