import { type ProgrammeSlug, type PtRoundSection, type RouteId, toQueryString } from '@fsmis/domain';
import { attachmentApiPaths } from '@fsmis/ui/uploads/api/attachment-paths';

/**
 * Every URL of the portal, in one place: the screens of docs/requirements.md §2 (`paths`) and the API
 * endpoints the web app calls (`apiPaths`). Components and fetchers build links only from here.
 */

/** Why the user was sent back to Login; the Login page turns it into a notice. */
export type LoginReason = 'inactivity' | 'new-session';

/**
 * The officers' console, where an officer who signs in here is sent: a separate app, served under this
 * path (the server sends it on to the console's own host when it has one).
 */
export const OFFICERS_CONSOLE = '/officer/';

/** Which page of an application form: the draft, then a section (and an item of it) or a step. */
export type ApplicationFormQuery = {
  readonly id?: string;
  readonly section?: string;
  readonly item?: string;
  readonly step?: 'check' | 'submitted' | 'cancel';
  /** A section opened by Change on Check your answers: Save and continue goes back there. */
  readonly from?: 'check';
};

const withQuery = (path: string, query: Readonly<Record<string, string | undefined>>): string =>
  `${path}${toQueryString(query)}`;

const segment = (value: string): string => encodeURIComponent(value);

/** Parts of a page that links elsewhere lead to directly (the element's id). */
export const pageSections = {
  /** On a recognition's page: the details it still owes. */
  detailsToProvide: 'details-to-provide',
} as const;
type PageSection = (typeof pageSections)[keyof typeof pageSections];

export const paths = {
  home: { path: '/', href: () => '/' },

  // Routes that need no login
  login: {
    path: '/login',
    href: (options: { reason?: LoginReason } = {}) => withQuery('/login', { reason: options.reason }),
  },
  spcpCallback: { path: '/spcp/callback', href: () => '/spcp/callback' },
  singpassCallback: { path: '/singpass/callback', href: () => '/singpass/callback' },
  overseasAuthenticate: {
    path: '/overseas/authenticate',
    href: (token?: string) => withQuery('/overseas/authenticate', { token }),
  },
  scheduledMaintenance: { path: '/scheduled-maintenance', href: () => '/scheduled-maintenance' },

  // Routes that require login
  selectModule: { path: '/select-module', href: () => '/select-module' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  profile: { path: '/profile', href: () => '/profile' },
  termsAndConditions: { path: '/terms-and-conditions', href: () => '/terms-and-conditions' },
  termsAndConditionsRequest: {
    path: '/terms-and-conditions/request/:program',
    href: (program: ProgrammeSlug) => `/terms-and-conditions/request/${program}`,
  },
  applicationDetails: {
    path: '/application/:id',
    href: (id: string) => `/application/${segment(id)}`,
  },
  applicationInstructions: {
    path: '/application/:programme/instructions',
    href: (programme: ProgrammeSlug) => `/application/${programme}/instructions`,
  },
  /**
   * The fifteen application forms of docs/requirements.md §2 (the domain's APPLICATION_FORMS), one route
   * each. A form's pages are told apart by the query: the draft (`id`), a section (`section`, `item`), or a
   * `step`.
   */
  applicationForm: {
    path: '/application/:programme/:form',
    href: (programme: ProgrammeSlug, form: string, query: ApplicationFormQuery = {}) =>
      withQuery(`/application/${programme}/${segment(form)}`, query),
  },
  /** A recognition over its life: its page, one of its suspensions, and its withdrawal. */
  recognitionDetails: {
    path: '/recognition/:id',
    href: (id: string, section?: PageSection) => `/recognition/${segment(id)}${section ? `#${section}` : ''}`,
  },
  recognitionSuspension: {
    path: '/recognition/:id/suspension/:sid',
    href: (id: string, suspensionId: string) =>
      `/recognition/${segment(id)}/suspension/${segment(suspensionId)}`,
  },
  recognitionWithdrawal: {
    path: '/recognition/:id/withdraw',
    href: (id: string) => `/recognition/${segment(id)}/withdraw`,
  },
  ptSchemeDashboard: { path: '/pt-scheme/dashboard', href: () => '/pt-scheme/dashboard' },
  /** A round of a scheme; `tab` is the part of it shown (its general details when left out). */
  ptSchemeDetails: {
    path: '/pt-scheme-details/:id',
    href: (id: string, tab?: PtRoundSection) => withQuery(`/pt-scheme-details/${segment(id)}`, { tab }),
  },
  userManual: { path: '/user-manual', href: () => '/user-manual' },
} as const;

/** The screens a routing guard may send the user to, and where each is. */
const SCREEN_HREFS: Partial<Readonly<Record<RouteId, string>>> = {
  login: paths.login.href(),
  scheduledMaintenance: paths.scheduledMaintenance.href(),
  selectModule: paths.selectModule.href(),
  dashboard: paths.dashboard.href(),
  profile: paths.profile.href(),
  termsAndConditions: paths.termsAndConditions.href(),
  ptSchemeDashboard: paths.ptSchemeDashboard.href(),
  userManual: paths.userManual.href(),
};

/** The URL of a screen that takes no parameters; the home path for any other. */
export function screenHref(screen: RouteId): string {
  return SCREEN_HREFS[screen] ?? paths.home.href();
}

/** Endpoints of the portal's own API (same origin). */
export const apiPaths = {
  versionFile: '/version.json',
  maintenanceStatus: '/api/maintenance-status',
  activeBanners: '/api/settings/banners/active',
  testLogins: '/api/auth/test-logins',
  singpassAuthorizationUrl: '/api/spcp/generate-url',
  singpassCallback: '/api/spcp/callback',
  overseasLogin: '/api/auth/overseas/login',
  overseasAuthenticate: '/api/auth/overseas/authenticate',
  authUser: '/api/auth/user',
  authSession: '/api/auth/session',
  ping: '/api/auth/ping',
  logout: '/api/auth/logout',
  profile: '/api/auth/profile',
  signature: '/api/auth/signature',
  selectModule: '/api/auth/select-module',
  ...attachmentApiPaths,
  formDraft: (formKey: string) => `/api/form-drafts/${segment(formKey)}`,
  applications: '/api/applications',
  applicationsExport: '/api/applications/export',
  application: (id: string) => `/api/applications/${segment(id)}`,
  applicationForms: '/api/applications/forms',
  applicationFormRequirements: '/api/applications/form-requirements',
  startApplication: {
    new: '/api/applications',
    renewal: '/api/applications/renew',
    changeOfScope: '/api/applications/change-of-scope',
    changeOfDetails: '/api/applications/change-of-detail',
  },
  applicationSection: (id: string, sectionId: string) =>
    `/api/applications/${segment(id)}/sections/${segment(sectionId)}`,
  applicationSubmit: (id: string) => `/api/applications/${segment(id)}/submit`,
  applicationCancel: (id: string) => `/api/applications/${segment(id)}/mark-as-cancelled`,
  applicationDocument: (id: string, documentId: string) =>
    `/api/applications/${segment(id)}/document/${segment(documentId)}`,
  applicationDeclarationSignature: (id: string) => `/api/applications/${segment(id)}/declaration-signature`,
  applicationAcceptanceSignature: (id: string) =>
    withQuery(`/api/applications/${segment(id)}/declaration-signature`, { Stage: 'acceptance' }),
  applicationComments: (id: string) => `/api/applications/${segment(id)}/comments`,
  applicationSiteVerificationDocument: (id: string, attachmentId: string) =>
    `/api/applications/${segment(id)}/site-verification-document/${segment(attachmentId)}`,
  applicationCorrectiveActionDocument: (id: string, attachmentId: string) =>
    `/api/applications/${segment(id)}/finding-corrective-action-document/${segment(attachmentId)}`,
  applicationCorrectiveActionDraftDocument: (id: string, attachmentId: string) =>
    `/api/applications/${segment(id)}/finding-corrective-action-document-draft/${segment(attachmentId)}`,
  applicationApprovalDocumentVersion: (id: string, versionId: string) =>
    `/api/applications/${segment(id)}/approval-document-version/${segment(versionId)}`,
  applicationInvoice: (id: string, attachmentId: string) =>
    withQuery(`/api/applications/${segment(id)}/invoice`, { attachmentId }),
  applicationMoreInfoProvided: (id: string) => `/api/applications/${segment(id)}/more-info-provided`,
  applicationAcknowledgeFindings: (id: string) => `/api/applications/${segment(id)}/acknowledge`,
  applicationCorrectiveAction: (id: string) => `/api/applications/${segment(id)}/corrective-action`,
  applicationFindingsCorrected: (id: string) => `/api/applications/${segment(id)}/findings-corrected`,
  applicationReviewResponse: (id: string, documentId: string) =>
    `/api/applications/${segment(id)}/review-response-document/${segment(documentId)}`,
  companyRecognitions: '/api/companies/recognition',
  dashboardNextActions: '/api/dashboard/next-actions',
  recognition: (id: string) => `/api/companies/recognition/${segment(id)}`,
  recognitionDocument: (id: string, attachmentId: string) =>
    `/api/companies/recognition/${segment(id)}/document/${segment(attachmentId)}`,
  recognitionWithdraw: (id: string) => `/api/companies/recognition/${segment(id)}/withdraw`,
  recognitionPendingDetails: (id: string, pendingId: string) =>
    `/api/companies/recognition/${segment(id)}/pending-details/${segment(pendingId)}`,
  suspension: (id: string, suspensionId: string) =>
    `/api/companies/recognition/${segment(id)}/suspension/${segment(suspensionId)}`,
  suspensionAcknowledge: (id: string, suspensionId: string) =>
    `/api/companies/recognition/${segment(id)}/suspension/${segment(suspensionId)}/acknowledge`,
  suspensionAppeal: (id: string, suspensionId: string) =>
    `/api/companies/recognition/${segment(id)}/suspension/${segment(suspensionId)}/appeal`,
  suspensionDetails: (id: string, suspensionId: string) =>
    `/api/companies/recognition/${segment(id)}/suspension/${segment(suspensionId)}/details`,
  suspensionDocument: (attachmentId: string) =>
    `/api/companies/recognition/suspension/appeal-comment-supporting-doc/${segment(attachmentId)}`,
  proficiencyTests: '/api/proficiency-tests',
  ptGeneralDetails: (id: string) => `/api/proficiency-tests/${segment(id)}/general-details`,
  ptRegistrationForm: (id: string) => `/api/proficiency-tests/${segment(id)}/registration-form`,
  ptSubmitRegistration: (id: string) => `/api/proficiency-tests/${segment(id)}/submit-registration`,
  ptDocument: (id: string, documentId: string) =>
    `/api/proficiency-tests/${segment(id)}/documents/${segment(documentId)}`,
  ptDispatchDetails: (id: string) => `/api/proficiency-tests/${segment(id)}/dispatch/details`,
  ptDispatchReceipt: (id: string) => `/api/proficiency-tests/${segment(id)}/dispatch/receipt`,
  ptParticipantPackageDocument: (id: string, documentId: string) =>
    `/api/proficiency-tests/${segment(id)}/dispatch/participant-package-documents/${segment(documentId)}`,
  ptResultDetails: (id: string) => `/api/proficiency-tests/${segment(id)}/result/details`,
  /** PUT saves the draft of the results; POST submits them. */
  ptResultSubmission: (id: string) => `/api/proficiency-tests/${segment(id)}/result/submission`,
  ptMethodologyDocument: (id: string, documentId: string) =>
    `/api/proficiency-tests/${segment(id)}/result/submission/methodology/documents/${segment(documentId)}`,
  ptReport: (id: string) => `/api/proficiency-tests/${segment(id)}/result/report`,
  ptReportDocument: (id: string, documentId: string) =>
    `/api/proficiency-tests/${segment(id)}/result/report/documents/${segment(documentId)}`,
  inAppNotifications: '/api/in-app-notifications',
  inAppNotificationRead: (id: string) => `/api/in-app-notifications/${segment(id)}/read`,
  inAppNotificationsReadAll: '/api/in-app-notifications/read-all',
  companyTerms: '/api/company-terms-and-conditions',
  companyTermsLatest: '/api/company-terms-and-conditions/latest',
  companyTermsItem: (id: string) => `/api/company-terms-and-conditions/${segment(id)}`,
  termsDocument: '/api/terms-and-conditions/document',
  userGuides: '/api/user-guides',
  userGuide: (id: string) => `/api/user-guides/${segment(id)}`,
} as const;
