import { type CodeOf, codeSchema, codesOf, memberOf } from './codes.js';

/** A company's recognition under one programme (docs/requirements.md §4). */
export const CompanyRecognitionStatus = {
  recognised: 1,
  expired: 2,
  suspended: 3,
  appealInProgress: 4,
  revoked: 5,
  withdrawn: 6,
} as const;
export type CompanyRecognitionStatus = CodeOf<typeof CompanyRecognitionStatus>;

export const COMPANY_RECOGNITION_STATUSES = codesOf(CompanyRecognitionStatus);
export const companyRecognitionStatusSchema = codeSchema(COMPANY_RECOGNITION_STATUSES);

const R = CompanyRecognitionStatus;

export const COMPANY_RECOGNITION_STATUS_LABELS: Readonly<Record<CompanyRecognitionStatus, string>> = {
  [R.recognised]: 'Recognised',
  [R.expired]: 'Expired',
  [R.suspended]: 'Suspended',
  [R.appealInProgress]: 'Appeal in progress',
  [R.revoked]: 'Revoked',
  [R.withdrawn]: 'Withdrawn',
};

export const ONGOING_SUSPENSION_STATUSES: readonly CompanyRecognitionStatus[] = [
  R.suspended,
  R.appealInProgress,
];
export const RESTRICTED_RECOGNITION_STATUSES: readonly CompanyRecognitionStatus[] = [R.revoked];
/** A recognition that still stands, though perhaps suspended: not expired, revoked or withdrawn. */
export const CURRENT_RECOGNITION_STATUSES: readonly CompanyRecognitionStatus[] = [
  R.recognised,
  ...ONGOING_SUSPENSION_STATUSES,
];

export const hasOngoingSuspension = memberOf(ONGOING_SUSPENSION_STATUSES);
export const isRestricted = memberOf(RESTRICTED_RECOGNITION_STATUSES);
export const isCurrentRecognition = memberOf(CURRENT_RECOGNITION_STATUSES);
