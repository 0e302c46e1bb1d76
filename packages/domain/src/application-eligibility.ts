import { APPLICATION_CATEGORIES, ApplicationCategory } from './application-category.js';
import {
  type CompanyRecognitionStatus,
  hasOngoingSuspension,
  isCurrentRecognition,
  isRestricted,
} from './company-recognition.js';
import { CorrespondenceStatus } from './correspondence.js';

/** Where a company stands in one programme. */
export interface ProgrammeStanding {
  /** The status of the programme's latest company terms, or null when there are none. */
  readonly termsStatus: CorrespondenceStatus | null;
  /** The status of the company's latest recognition in the programme, or null when it never had one. */
  readonly recognitionStatus: CompanyRecognitionStatus | null;
  /** The categories in which the company already has an open (not ended) application. */
  readonly openCategories: readonly ApplicationCategory[];
}

/**
 * Which applications a company may start in a programme (DOMAIN.md). New needs acknowledged terms and
 * no current recognition; the other categories need a current recognition that is not under an ongoing
 * suspension. A revoked recognition restricts the company: it may start nothing. One open application
 * per category at a time.
 */
export function canStartApplication(standing: ProgrammeStanding, category: ApplicationCategory): boolean {
  const { termsStatus, recognitionStatus, openCategories } = standing;
  if (openCategories.includes(category)) return false;
  if (recognitionStatus !== null && isRestricted(recognitionStatus)) return false;
  const current = recognitionStatus !== null && isCurrentRecognition(recognitionStatus);
  if (category === ApplicationCategory.new) {
    return termsStatus === CorrespondenceStatus.acknowledged && !current;
  }
  return current && !hasOngoingSuspension(recognitionStatus);
}

export function startableCategories(standing: ProgrammeStanding): readonly ApplicationCategory[] {
  return APPLICATION_CATEGORIES.filter((category) => canStartApplication(standing, category));
}
