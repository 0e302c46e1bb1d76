import type { Database } from '../database.js';
import { inAppNotifications } from '../schema/index.js';
import type { SeededAccounts } from './demo-accounts.js';
import type { SeededApplications } from './demo-applications.js';
import { addDays, daysAgo } from './demo-dates.js';
import type { SeededSchemes } from './demo-proficiency-tests.js';

/**
 * In-app notifications: a few for `ready` (only the IBR terms one unread), one for `dual`. Those of the
 * recognitions' later life (suspensions, renewal reminders) are demo-recognition-life.ts's.
 */
export async function seedNotifications(
  db: Database,
  accounts: SeededAccounts,
  applications: SeededApplications,
  schemes: SeededSchemes,
) {
  const now = Date.now();
  const ready = { companyId: accounts.ready.companyId };
  await db.insert(inAppNotifications).values([
    {
      ...ready,
      title: 'IBR terms and conditions are ready',
      message:
        'The company terms and conditions for IBR have been sent to you. Read and acknowledge them before you apply under IBR.',
      linkPath: '/terms-and-conditions',
      createdAt: daysAgo(6, now),
      readAt: null,
    },
    {
      ...ready,
      title: 'Corrective actions needed',
      message:
        'Two findings were raised on your LRP Change Of Scope application. Submit your corrective actions with supporting documents.',
      linkPath: `/application/${applications.ready.lrpChangeOfScope}`,
      createdAt: daysAgo(12, now),
      readAt: daysAgo(11, now),
    },
    {
      ...ready,
      userId: accounts.ready.userId,
      title: 'Your renewal draft is saved',
      message:
        'Your LRP Renewal application is saved as a draft. Submit it at least 60 days before your recognition expires.',
      linkPath: `/application/${applications.ready.lrpRenewalDraft}`,
      createdAt: daysAgo(2, now),
      readAt: daysAgo(2, now),
    },
    {
      ...ready,
      title: 'LRP recognition granted',
      message: 'Your LRP New application has been recognised. Your recognition is valid for 3 years.',
      linkPath: `/application/${applications.ready.recognisedLrpNew}`,
      createdAt: applications.recognitions.readyLrp.validFrom,
      readAt: addDays(applications.recognitions.readyLrp.validFrom, 1),
    },
    {
      companyId: accounts.dual.companyId,
      title: 'Registration open: Preservatives in fruit juice',
      message:
        'A new proficiency testing scheme is open for registration. Register within 30 days to take part.',
      linkPath: `/pt-scheme-details/${schemes.registrationOpen}`,
      createdAt: daysAgo(3, now),
      readAt: null,
    },
  ]);
}
