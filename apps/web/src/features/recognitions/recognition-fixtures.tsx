import {
  AttachmentScanStatus,
  availableActions,
  CompanyRecognitionStatus,
  PENDING_DETAILS_CASE,
  type PendingDetailsStatus,
  type RecognitionEvent,
  type RecognitionView,
  recognitionViewSchema,
  SUSPENSION_CASE,
  type SuspensionAction,
  SuspensionStatus,
  type SuspensionView,
  suspensionViewSchema,
  type WorkflowDocument,
} from '@fsmis/domain';
import { paths } from '../../config/paths';

/** Test data built on the contracts (checked by their schemas), and a fake API, for the recognition's pages. */

export const RECOGNITION_ID = '5b1c7a0e-2f4d-4c8e-9a61-3d2f1e0c9b87';
export const SUSPENSION_ID = '9e4d2c1b-7a6f-4e3d-8c2b-1a0f9e8d7c6b';
export { fakeApi, renderAt } from '../../testing/fake-api';

const AT = '2026-11-20T06:05:00.000Z';

let counter = 0;
export const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function document(fileName: string): WorkflowDocument {
  return {
    attachmentId: uuid(),
    fileName,
    fileSize: 2048,
    scanStatus: AttachmentScanStatus.scanned,
    uploadedAt: AT,
  };
}

export function recognitionEvent(overrides: Partial<RecognitionEvent> = {}): RecognitionEvent {
  return {
    id: uuid(),
    subject: 'recognition',
    action: 'grant',
    title: 'Recognition granted',
    detail: null,
    statusLabel: 'Recognised',
    actorName: 'Olivia Tan',
    actorParty: 'officer',
    at: AT,
    documents: [],
    ...overrides,
  };
}

type ViewOverrides = Omit<Partial<RecognitionView>, 'recognition'> & {
  readonly recognition?: Partial<RecognitionView['recognition']>;
};

/** An LRP recognition, current, with nothing due; each case changes what it is about. */
export function recognitionView(overrides: ViewOverrides = {}): RecognitionView {
  const { recognition, ...rest } = overrides;
  return recognitionViewSchema.parse({
    recognition: {
      id: RECOGNITION_ID,
      programme: 1,
      programmeLabel: 'LRP',
      status: CompanyRecognitionStatus.recognised,
      statusLabel: 'Recognised',
      recognitionNumber: 'LRP-REC-2024-0018',
      validFrom: '2024-01-11T16:00:00.000Z',
      validUntil: '2027-01-11T16:00:00.000Z',
      scopeSummary: 'Chemical testing of food: heavy metals by ICP-MS.',
      hasOngoingSuspension: false,
      isRestricted: false,
      daysUntilExpiry: 400,
      renewalDue: false,
      renewalInProgress: null,
      openSuspension: null,
      pendingDetailsCount: 0,
      ...recognition,
    },
    actions: [
      {
        name: 'renew',
        open: true,
        reason: null,
        label: 'Renew this recognition',
        path: '/application/lrp/renewal',
      },
      {
        name: 'change-scope',
        open: true,
        reason: null,
        label: 'Apply to change its scope',
        path: '/application/lrp/change-of-scope',
      },
      {
        name: 'change-details',
        open: true,
        reason: null,
        label: 'Apply to change company details',
        path: '/application/lrp/change-of-company-name',
      },
      {
        name: 'withdraw',
        open: true,
        reason: null,
        label: 'Withdraw this recognition',
        path: paths.recognitionWithdrawal.href(RECOGNITION_ID),
      },
    ],
    grants: [],
    history: [],
    suspensions: [],
    pendingDetails: [],
    renewalWindowDays: 90,
    ...rest,
  });
}

type ActionState = { readonly open: boolean; readonly reason: string | null };

type SuspensionOverrides = Omit<Partial<SuspensionView>, 'suspension'> & {
  readonly suspension?: Partial<SuspensionView['suspension']>;
  /** The company's actions to answer otherwise than the suspension's case does for its status. */
  readonly companyActions?: Partial<Record<SuspensionAction, ActionState>>;
};

export const OPEN: ActionState = { open: true, reason: null };
export const closed = (reason: string): ActionState => ({ open: false, reason });

/** The company's actions on a suspension, as the API lists them (the suspension's case). */
export const companySuspensionActions = (status: SuspensionStatus, appealDeadline: string | null) =>
  availableActions(SUSPENSION_CASE, status, 'company', {
    appealDeadline: appealDeadline ? new Date(appealDeadline) : null,
    now: new Date('2026-11-20T02:00:00.000Z'),
  });

/** The company's actions on pending details, as the API lists them. */
export const companyPendingDetailsActions = (status: PendingDetailsStatus) =>
  availableActions(PENDING_DETAILS_CASE, status, 'company', undefined);

/** A suspension of an AOR recognition, in force and not yet appealed; each case changes what it is about. */
export function suspensionView(overrides: SuspensionOverrides = {}): SuspensionView {
  const { suspension, companyActions = {}, ...rest } = overrides;
  const status = suspension?.status ?? SuspensionStatus.suspended;
  const actions = companySuspensionActions(
    status,
    suspension?.appealDeadline ?? '2026-12-12T15:59:59.000Z',
  ).map((action) => ({ ...action, ...companyActions[action.name] }));
  return suspensionViewSchema.parse({
    suspension: {
      actions,
      id: SUSPENSION_ID,
      recognitionId: RECOGNITION_ID,
      status: SuspensionStatus.suspended,
      statusLabel: 'Suspended',
      grounds: 'Two audit reports were signed by an auditor who is not authorised.',
      proposedAt: '2026-11-01T02:00:00.000Z',
      suspendedAt: '2026-11-08T02:00:00.000Z',
      appealDeadline: '2026-12-12T15:59:59.000Z',
      appealMade: false,
      ended: false,
      ...suspension,
    },
    programme: 3,
    programmeLabel: 'AOR',
    recognitionNumber: 'AOR-REC-2024-0017',
    recognitionStatusLabel: 'Suspended',
    detailsRequest: null,
    timeline: [],
    ...rest,
  });
}

/** The error summary's entries: text and the field each links to. */
export function summaryEntries(): [string | null, string | null][] {
  const summary = globalThis.document.querySelector('.error-summary');
  if (!summary) return [];
  return [...summary.querySelectorAll('li')].map((item) => [
    item.textContent,
    item.querySelector('a')?.getAttribute('href') ?? null,
  ]);
}
