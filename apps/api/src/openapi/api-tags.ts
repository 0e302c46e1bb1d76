/** Routes that exist only outside production (the dev mailbox shows every e-mail, to anyone). */
export const DEVELOPMENT_TAG = 'Development only';

/** The document's groups, by the start of their paths: the first that matches a route's path names its group. */
const TAGS: ReadonlyArray<{ name: string; description: string; prefixes: readonly string[] }> = [
  {
    name: 'Portal status',
    description: 'Liveness, readiness, maintenance and banners: open to anyone.',
    prefixes: ['/api/health', '/api/ready', '/api/maintenance-status', '/api/settings/'],
  },
  {
    name: 'API reference',
    description: 'This document, and the page that shows it.',
    prefixes: ['/api/openapi.json', '/api/docs'],
  },
  {
    name: 'Sign-in and profile',
    description:
      "Signing in (Singpass, the overseas e-mailed link, test logins), the session and the user's profile.",
    prefixes: ['/api/auth/', '/api/spcp/'],
  },
  {
    name: 'Form drafts',
    description: "What a user has typed into a form and not yet saved; each user's own.",
    prefixes: ['/api/form-drafts/'],
  },
  {
    name: 'Attachments',
    description: 'Uploading files, their virus scan and downloading them.',
    prefixes: ['/api/attachments'],
  },
  {
    name: 'Application templates',
    description: "The programmes' application forms, by version.",
    prefixes: ['/api/programme-application-template'],
  },
  {
    name: 'Applications',
    description: "A company's applications: drafts, submission and every step after it, with their files.",
    prefixes: ['/api/applications'],
  },
  {
    name: 'Dashboard',
    description: 'What a company must do next: its actions with their deadlines, soonest first.',
    prefixes: ['/api/dashboard/'],
  },
  {
    name: 'Recognitions',
    description: "A company's recognitions, their suspensions, withdrawal and pending details.",
    prefixes: ['/api/companies/recognition'],
  },
  {
    name: 'Terms and conditions',
    description: "Each programme's terms: requesting, reading and acknowledging them.",
    prefixes: ['/api/company-terms-and-conditions', '/api/terms-and-conditions/'],
  },
  {
    name: 'Proficiency testing',
    description:
      "A laboratory's schemes and its part in each round: registration, dispatch, results, report.",
    prefixes: ['/api/proficiency-tests'],
  },
  {
    name: 'Notifications',
    description: 'The messages the portal shows a company in its notification list.',
    prefixes: ['/api/in-app-notifications'],
  },
  { name: 'User guides', description: 'The user manuals, as PDF files.', prefixes: ['/api/user-guides'] },
  {
    name: 'Officer: applications',
    description: "The regulator's work queue and every officer step on an application.",
    prefixes: ['/api/officer/applications', '/api/officer/application-templates', '/api/officer/officers'],
  },
  {
    name: 'Officer: statistics',
    description:
      'The numbers dashboard: applications received, decided, pending and overdue, and time per stage.',
    prefixes: ['/api/officer/statistics'],
  },
  {
    name: 'Officer: recognitions',
    description: 'Recognitions as officers see them: suspensions, withdrawal, pending details.',
    prefixes: ['/api/officer/recognitions'],
  },
  {
    name: 'Officer: terms and conditions',
    description: "Publishing each programme's terms and answering companies' requests for them.",
    prefixes: ['/api/officer/terms-', '/api/officer/company-terms-and-conditions/'],
  },
  {
    name: 'Officer: proficiency testing',
    description: 'Running a round: its documents, dispatches, statistics and review.',
    prefixes: ['/api/officer/proficiency-tests'],
  },
  {
    name: 'Officer: portal settings',
    description:
      'Scheduling maintenance, the banners above every page, the payment details of invoices, and publishing the user guides.',
    prefixes: [
      '/api/officer/maintenance-windows',
      '/api/officer/banners',
      '/api/officer/payment-details',
      '/api/officer/user-guides',
    ],
  },
  {
    name: 'Officer: audit log',
    description: 'Who did what, and when.',
    prefixes: ['/api/officer/audit-log'],
  },
  {
    name: 'Officer: e-mails',
    description:
      'The outbox: every e-mail the portal sends, whether it is queued, sent or failed, and sending a failed one again.',
    prefixes: ['/api/officer/emails'],
  },
  {
    name: DEVELOPMENT_TAG,
    description:
      'The dev mailbox: registered only outside production, when e-mail is captured (MAIL=mailbox).',
    prefixes: ['/api/dev/'],
  },
];

/** A path no group claims: the document's test refuses it, so each new area gets its group. */
export const UNGROUPED_TAG = 'Ungrouped';

export const API_TAGS = TAGS.map(({ name, description }) => ({ name, description }));

export function tagOf(url: string): string {
  return (
    TAGS.find(({ prefixes }) => prefixes.some((prefix) => url.startsWith(prefix)))?.name ?? UNGROUPED_TAG
  );
}
