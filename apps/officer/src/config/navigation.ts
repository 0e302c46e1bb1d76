import { paths } from './paths';

/** The console's sections, in the order of the navigation. */
export const navigation = [
  { label: 'Work queue', href: paths.queue.href(), end: true },
  { label: 'Numbers', href: paths.dashboard.href() },
  { label: 'Terms', href: paths.termsRequests.href() },
  { label: 'Templates', href: paths.templates.href() },
  { label: 'Recognitions', href: paths.recognitions.href() },
  { label: 'PT rounds', href: paths.ptRounds.href() },
  { label: 'Maintenance', href: paths.maintenance.href() },
  { label: 'Banners', href: paths.banners.href() },
  { label: 'User guides', href: paths.userGuides.href() },
  { label: 'Audit log', href: paths.auditLog.href() },
] as const;
