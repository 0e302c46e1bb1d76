// The Proficiency Testing module's screens, loaded together the first time one of them is visited.
export { PtSchemeDashboardPage } from '../../features/pt-scheme/routes/pt-scheme-dashboard-page';
export { PtSchemeDetailsPage } from '../../features/pt-scheme/routes/pt-scheme-details-page';
