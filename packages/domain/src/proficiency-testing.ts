import { type CodeOf, codeSchema, codesOf, memberOf } from './codes.js';

/** The status of a Proficiency Testing scheme (docs/requirements.md §4). */
export const PtStatus = {
  draft: 1,
  registrationOpen: 2,
  registrationClosed: 3,
  resultsSubmissionOpen: 4,
  resultsSubmissionClosed: 5,
  ptCompleted: 6,
} as const;
export type PtStatus = CodeOf<typeof PtStatus>;

export const PT_STATUSES = codesOf(PtStatus);
export const ptStatusSchema = codeSchema(PT_STATUSES);

const P = PtStatus;

export const PT_STATUS_LABELS: Readonly<Record<PtStatus, string>> = {
  [P.draft]: 'Draft',
  [P.registrationOpen]: 'Registration Open',
  [P.registrationClosed]: 'Registration Closed',
  [P.resultsSubmissionOpen]: 'Results Submission Open',
  [P.resultsSubmissionClosed]: 'Results Submission Closed',
  [P.ptCompleted]: 'PT Completed',
};

export const PT_RESULTS_CLOSED_STATUSES: readonly PtStatus[] = [P.resultsSubmissionClosed, P.ptCompleted];
export const PT_RESULTS_VISIBLE_STATUSES: readonly PtStatus[] = [
  P.resultsSubmissionOpen,
  P.resultsSubmissionClosed,
  P.ptCompleted,
];
export const PT_REGISTRATION_STATUSES: readonly PtStatus[] = [P.registrationOpen, P.registrationClosed];
/** Participants never see a scheme in Draft (docs/domain.md). */
export const PT_PARTICIPANT_VISIBLE_STATUSES: readonly PtStatus[] = PT_STATUSES.filter(
  (status) => status !== P.draft,
);

export const arePtResultsClosed = memberOf(PT_RESULTS_CLOSED_STATUSES);
export const arePtResultsVisible = memberOf(PT_RESULTS_VISIBLE_STATUSES);
export const isPtRegistrationStatus = memberOf(PT_REGISTRATION_STATUSES);
export const isPtVisibleToParticipants = memberOf(PT_PARTICIPANT_VISIBLE_STATUSES);

/** A participant registers only while registration is open (docs/domain.md). */
export function canRegisterForPt(status: PtStatus): boolean {
  return status === P.registrationOpen;
}

/** A participant saves and submits results only while results submission is open (docs/domain.md). */
export function canSubmitPtResults(status: PtStatus): boolean {
  return status === P.resultsSubmissionOpen;
}

/**
 * The report (assigned values, z-scores, documents) is read once the scheme is completed (docs/domain.md).
 */
export function isPtReportAvailable(status: PtStatus): boolean {
  return status === P.ptCompleted;
}

/** Where a laboratory is (docs/requirements.md §3): 1, or no value at all, means local. */
export const PtRegionType = { local: 1, overseas: 2 } as const;
export type PtRegionType = CodeOf<typeof PtRegionType>;

export const PT_REGION_TYPES = codesOf(PtRegionType);
export const ptRegionTypeSchema = codeSchema(PT_REGION_TYPES);

export const PT_REGION_TYPE_LABELS: Readonly<Record<PtRegionType, string>> = {
  [PtRegionType.local]: 'Local',
  [PtRegionType.overseas]: 'Overseas',
};

/** A local laboratory: region type 1 or absent; any other value is overseas. */
export function isLocalLab(regionType: number | null | undefined): boolean {
  return regionType === null || regionType === undefined || regionType === PtRegionType.local;
}

/** The ISO 13528 reading of a z-score. */
export const ZScoreClass = {
  satisfactory: 'satisfactory',
  questionable: 'questionable',
  unsatisfactory: 'unsatisfactory',
} as const;
export type ZScoreClass = (typeof ZScoreClass)[keyof typeof ZScoreClass];
export const Z_SCORE_CLASSES = [
  ZScoreClass.satisfactory,
  ZScoreClass.questionable,
  ZScoreClass.unsatisfactory,
] as const;

export const Z_SCORE_CLASS_LABELS: Readonly<Record<ZScoreClass, string>> = {
  satisfactory: 'Satisfactory',
  questionable: 'Questionable',
  unsatisfactory: 'Unsatisfactory',
};

/** z = (result - assigned value) / standard deviation for proficiency assessment; null without a spread. */
export function zScore(result: number, assignedValue: number, standardDeviation: number): number | null {
  const z = (result - assignedValue) / standardDeviation;
  return standardDeviation > 0 && Number.isFinite(z) ? z : null;
}

/** |z| <= 2 satisfactory, 2 < |z| < 3 questionable, |z| >= 3 unsatisfactory; null for no number. */
export function classifyZScore(z: number): ZScoreClass | null {
  const size = Math.abs(z);
  if (Number.isNaN(size)) return null;
  if (size <= 2) return ZScoreClass.satisfactory;
  return size < 3 ? ZScoreClass.questionable : ZScoreClass.unsatisfactory;
}
