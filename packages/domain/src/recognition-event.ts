import { COMPANY_RECOGNITION_STATUSES, type CompanyRecognitionStatus } from './company-recognition.js';
import { PENDING_DETAILS_STATUSES, type PendingDetailsStatus } from './pending-details.js';
import { SUSPENSION_STATUSES, type SuspensionStatus } from './suspension.js';

/** What a line of a recognition's history is about: the recognition itself, a suspension, or pending details. */
export const RECOGNITION_EVENT_SUBJECTS = ['recognition', 'suspension', 'pending-details'] as const;
export type RecognitionEventSubject = (typeof RECOGNITION_EVENT_SUBJECTS)[number];

/** The statuses a line of the history moves its subject between, by subject. */
export const RECOGNITION_EVENT_STATUSES = {
  recognition: COMPANY_RECOGNITION_STATUSES,
  suspension: SUSPENSION_STATUSES,
  'pending-details': PENDING_DETAILS_STATUSES,
} as const satisfies Readonly<Record<RecognitionEventSubject, readonly number[]>>;
export type RecognitionEventStatus = CompanyRecognitionStatus | SuspensionStatus | PendingDetailsStatus;
