import { paths } from './paths';

type NavigationItem = {
  readonly label: string;
  readonly href: string;
  /** The paths of the section (its own pages and those it leads to), marked current in the navigation. */
  readonly sections: readonly string[];
};

const within = (pathname: string, section: string) =>
  section === '/' ? pathname === '/' : pathname === section || pathname.startsWith(`${section}/`);

/** The console's sections, in the order of the navigation. */
export const navigation: readonly NavigationItem[] = [
  { label: 'Work queue', href: paths.queue.href(), sections: ['/', '/applications'] },
  { label: 'Numbers', href: paths.dashboard.href(), sections: [paths.dashboard.path] },
  { label: 'Terms', href: paths.termsRequests.href(), sections: ['/terms'] },
  { label: 'Templates', href: paths.templates.href(), sections: [paths.templates.path] },
  { label: 'Recognitions', href: paths.recognitions.href(), sections: ['/recognitions'] },
  { label: 'PT rounds', href: paths.ptRounds.href(), sections: [paths.ptRounds.path] },
  { label: 'Maintenance', href: paths.maintenance.href(), sections: [paths.maintenance.path] },
  { label: 'Banners', href: paths.banners.href(), sections: [paths.banners.path] },
  { label: 'Payment details', href: paths.paymentDetails.href(), sections: [paths.paymentDetails.path] },
  { label: 'User guides', href: paths.userGuides.href(), sections: [paths.userGuides.path] },
  { label: 'Audit log', href: paths.auditLog.href(), sections: [paths.auditLog.path] },
  { label: 'Messages', href: paths.messages.href(), sections: [paths.messages.path] },
];

/** Whether `pathname` (within the console) is a page of the item's section. */
export const isCurrentSection = (item: NavigationItem, pathname: string): boolean =>
  item.sections.some((section) => within(pathname, section));
