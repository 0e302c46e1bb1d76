import {
  type PtGeneralDetails,
  type PtRegistrationForm,
  type PtReport,
  type PtResultSubmission,
  PtStatus,
  ptGeneralDetailsSchema,
  ptParticipantActions,
  ptRegistrationFormSchema,
  ptReportSchema,
  ptResultSubmissionSchema,
} from '@fsmis/domain';

/** Test data built on the contracts (checked by their schemas), and a fake API, for a round's pages. */

export const ROUND_ID = '6a1d3c4e-8b2f-4d7a-9e1c-2f3a4b5c6d7e';
export const LEAD_ID = '1b2c3d4e-5f60-4a71-8b92-a3b4c5d6e7f8';
export const CADMIUM_ID = '2c3d4e5f-6071-4b82-9ca3-b4c5d6e7f809';
export { fakeApi, renderAt } from '../../testing/fake-api';

const AT = '2026-11-20T06:05:00.000Z';

const ANALYTES = [
  { id: LEAD_ID, name: 'Lead', unit: 'mg/kg' },
  { id: CADMIUM_ID, name: 'Cadmium', unit: 'mg/kg' },
];

export function generalDetails(overrides: Partial<PtGeneralDetails> = {}): PtGeneralDetails {
  return ptGeneralDetailsSchema.parse({
    id: ROUND_ID,
    code: 'PT-2026-03',
    name: 'Heavy metals in rice',
    matrix: 'Rice flour',
    description: 'Lead and cadmium in milled rice flour.',
    status: 2,
    statusLabel: 'Registration Open',
    registrationOpensAt: '2026-11-01T16:00:00.000Z',
    registrationClosesAt: '2026-12-01T15:59:59.000Z',
    dispatchAt: '2026-12-07T16:00:00.000Z',
    resultsDueAt: '2027-01-15T15:59:59.000Z',
    feeSgd: 250,
    analytes: ANALYTES,
    documents: [],
    isRegistered: false,
    registeredAt: null,
    labCode: null,
    sections: ['general', 'registration'],
    ...overrides,
  });
}

export function registrationForm(overrides: Partial<PtRegistrationForm> = {}): PtRegistrationForm {
  return ptRegistrationFormSchema.parse({
    analytes: ANALYTES,
    isLocalLab: true,
    suggested: {
      contactName: 'Carol Lim',
      contactEmail: 'carol@dual-labs.example',
      contactNumber: '6123 4567',
      deliveryAddress: {
        line1: '1 Science Park Road',
        line2: '',
        city: '',
        postalCode: '117528',
        country: '',
      },
    },
    canRegister: true,
    refusal: null,
    registration: null,
    actions: ptParticipantActions({
      status: PtStatus.registrationOpen,
      registered: false,
      dispatched: false,
      received: false,
      resultsSubmitted: false,
    }),
    ...overrides,
  });
}

export function resultSubmission(overrides: Partial<PtResultSubmission> = {}): PtResultSubmission {
  return ptResultSubmissionSchema.parse({
    analytes: ANALYTES,
    results: [],
    methodology: null,
    savedAt: null,
    savedBy: null,
    submittedAt: null,
    submittedBy: null,
    resultsDueAt: '2027-01-15T15:59:59.000Z',
    canEdit: true,
    refusal: null,
    actions: ptParticipantActions({
      status: PtStatus.resultsSubmissionOpen,
      registered: true,
      dispatched: true,
      received: true,
      resultsSubmitted: false,
    }),
    ...overrides,
  });
}

/** A completed round's report for lab A03 on lead, among four participants. */
export function report(overrides: Partial<PtReport> = {}): PtReport {
  return ptReportSchema.parse({
    code: 'PT-2026-01',
    name: 'Heavy metals in rice',
    labCode: 'A03',
    publishedAt: AT,
    participantCount: 4,
    analytes: [
      {
        analyteId: LEAD_ID,
        name: 'Lead',
        unit: 'mg/kg',
        outcome: 'value',
        value: 0.52,
        assignedValue: 0.5,
        assignedValueSource: 'consensus',
        assignedUncertainty: 0.01,
        sigmaPt: 0.05,
        scoreKind: 'z',
        score: 0.4,
        scoreClass: 'satisfactory',
        participants: [
          { labCode: 'A01', value: 0.61, score: 2.2, isOwn: false },
          { labCode: 'A02', value: 0.47, score: -0.6, isOwn: false },
          { labCode: 'A03', value: 0.52, score: 0.4, isOwn: true },
          { labCode: 'A04', value: 0.31, score: -3.8, isOwn: false },
        ],
      },
    ],
    history: [
      {
        code: 'PT-2025-02',
        publishedAt: '2025-06-01T02:00:00.000Z',
        analyte: 'Lead',
        scoreKind: 'z',
        score: -1.2,
      },
      {
        code: 'PT-2025-04',
        publishedAt: '2025-12-01T02:00:00.000Z',
        analyte: 'Lead',
        scoreKind: 'z-prime',
        score: 2.6,
      },
      { code: 'PT-2026-01', publishedAt: AT, analyte: 'Lead', scoreKind: 'z', score: 0.4 },
    ],
    documents: [],
    ...overrides,
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
