import { toQueryString } from '@fsmis/domain';

/**
 * Every URL of the officers' console in one place: its screens (`paths`, relative to the router's
 * basename /officer) and the API endpoints it calls (`apiPaths`). Links and fetchers are built only from here.
 */

/** Why an officer was sent back to Sign in; the page turns it into a notice. */
export type SignInReason = 'inactivity' | 'new-session' | 'signed-out';

const segment = (value: string): string => encodeURIComponent(value);
const withQuery = (path: string, query: Readonly<Record<string, unknown>>): string =>
  `${path}${toQueryString(query)}`;

export const paths = {
  signIn: {
    path: '/sign-in',
    href: (options: { reason?: SignInReason } = {}) => withQuery('/sign-in', { reason: options.reason }),
  },
  queue: { path: '/', href: (query: Readonly<Record<string, unknown>> = {}) => withQuery('/', query) },
  application: { path: '/applications/:id', href: (id: string) => `/applications/${segment(id)}` },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  termsRequests: { path: '/terms/requests', href: () => '/terms/requests' },
  termsDocuments: { path: '/terms/documents', href: () => '/terms/documents' },
  templates: { path: '/templates', href: () => '/templates' },
  template: {
    path: '/templates/:programme/:slug',
    href: (programme: string, slug: string) => `/templates/${segment(programme)}/${segment(slug)}`,
  },
  recognitions: {
    path: '/recognitions',
    href: (query: Readonly<Record<string, unknown>> = {}) => withQuery('/recognitions', query),
  },
  recognition: { path: '/recognitions/:id', href: (id: string) => `/recognitions/${segment(id)}` },
  suspension: {
    path: '/recognitions/suspensions/:sid',
    href: (suspensionId: string) => `/recognitions/suspensions/${segment(suspensionId)}`,
  },
  ptRounds: { path: '/pt-rounds', href: () => '/pt-rounds' },
  ptRoundNew: { path: '/pt-rounds/new', href: () => '/pt-rounds/new' },
  ptRound: { path: '/pt-rounds/:id', href: (id: string) => `/pt-rounds/${segment(id)}` },
  maintenance: { path: '/maintenance', href: () => '/maintenance' },
  banners: { path: '/banners', href: () => '/banners' },
  paymentDetails: { path: '/payment-details', href: () => '/payment-details' },
  userGuides: { path: '/user-guides', href: () => '/user-guides' },
  auditLog: {
    path: '/audit-log',
    href: (query: Readonly<Record<string, unknown>> = {}) => withQuery('/audit-log', query),
  },
  messages: {
    path: '/messages',
    href: (query: Readonly<Record<string, unknown>> = {}) => withQuery('/messages', query),
  },
} as const;

/** The companies' portal, where a company user who opened the console is sent. */
export const PORTAL_HOME = '/';

const officer = '/api/officer';

export const apiPaths = {
  session: '/api/auth/session',
  logout: '/api/auth/logout',
  ping: '/api/auth/ping',
  testLogins: '/api/auth/test-logins',
  singpassUrl: '/api/spcp/generate-url',

  officers: `${officer}/officers`,
  statistics: `${officer}/statistics`,

  applications: `${officer}/applications`,
  application: (id: string) => `${officer}/applications/${segment(id)}`,
  applicationStep: (id: string, step: string) => `${officer}/applications/${segment(id)}/${step}`,
  applicationAssignment: (id: string) => `${officer}/applications/${segment(id)}/assignment`,
  applicationDocument: (id: string, attachmentId: string) =>
    `${officer}/applications/${segment(id)}/document/${segment(attachmentId)}`,
  approvalDocumentVersions: (id: string, docId: string) =>
    `${officer}/applications/${segment(id)}/approval-document/${segment(docId)}/versions`,

  termsRequests: `${officer}/terms-requests`,
  termsSend: `${officer}/company-terms-and-conditions/send`,
  termsReject: `${officer}/company-terms-and-conditions/reject`,
  termsDocuments: `${officer}/terms-documents`,
  termsDocument: (id: string) => `${officer}/terms-documents/${segment(id)}`,

  templates: `${officer}/application-templates`,
  template: (programme: string, slug: string) =>
    `${officer}/application-templates/${segment(programme)}/${segment(slug)}`,

  recognitions: `${officer}/recognitions`,
  recognition: (id: string) => `${officer}/recognitions/${segment(id)}`,
  recognitionStep: (id: string, step: string) => `${officer}/recognitions/${segment(id)}/${step}`,
  recognitionDocument: (id: string, docId: string) =>
    `${officer}/recognitions/${segment(id)}/document/${segment(docId)}`,
  suspension: (suspensionId: string) => `${officer}/recognitions/suspensions/${segment(suspensionId)}`,
  suspensionStep: (suspensionId: string, step: string) =>
    `${officer}/recognitions/suspensions/${segment(suspensionId)}/${step}`,
  pendingDetailsStep: (detailsId: string, step: string) =>
    `${officer}/recognitions/pending-details/${segment(detailsId)}/${step}`,

  ptRounds: `${officer}/proficiency-tests`,
  ptRound: (id: string) => `${officer}/proficiency-tests/${segment(id)}`,
  ptRoundStep: (id: string, step: string) => `${officer}/proficiency-tests/${segment(id)}/${step}`,
  ptRoundDocument: (id: string, docId: string) =>
    `${officer}/proficiency-tests/${segment(id)}/documents/${segment(docId)}`,
  ptAssignment: (id: string, analyteId: string) =>
    `${officer}/proficiency-tests/${segment(id)}/analytes/${segment(analyteId)}/assignment`,

  maintenanceWindows: `${officer}/maintenance-windows`,
  maintenanceWindowEnd: (id: string) => `${officer}/maintenance-windows/${segment(id)}/end`,
  banners: `${officer}/banners`,
  paymentDetails: `${officer}/payment-details`,
  banner: (id: string) => `${officer}/banners/${segment(id)}`,
  userGuides: `${officer}/user-guides`,
  userGuide: (id: string) => `${officer}/user-guides/${segment(id)}`,
  auditLog: `${officer}/audit-log`,
  auditLogExport: `${officer}/audit-log/export`,
  emails: `${officer}/emails`,
  emailCounts: `${officer}/emails/counts`,
  emailSendAgain: (id: string) => `${officer}/emails/${segment(id)}/send-again`,
} as const;
