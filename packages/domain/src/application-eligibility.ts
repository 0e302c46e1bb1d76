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
 * Which applications a company may start in a programme (docs/domain.md). New needs acknowledged terms and
 * no current recognition; the other categories need a current recognition that is not under an ongoing
 * suspension. A revoked recognition restricts the company: it may start nothing. One open application
 * per category at a time.
 */
export function canStartApplication(standing: ProgrammeStanding, category: ApplicationCategory): boolean {
  return startRefusal(standing, category, '') === null;
}

/** Why a company may not start an application of `category` now, in plain words; null when it may. */
export function startRefusal(
  standing: ProgrammeStanding,
  category: ApplicationCategory,
  programmeName: string,
): string | null {
  const { termsStatus, recognitionStatus, openCategories } = standing;
  if (openCategories.includes(category)) {
    return `You already have an open ${programmeName} application of this type. Continue it, or wait until it is decided.`;
  }
  if (recognitionStatus !== null && isRestricted(recognitionStatus)) {
    return `Your ${programmeName} recognition was revoked, so you cannot apply under ${programmeName} again. A revocation does not end: contact the regulator if you have questions about it.`;
  }
  const current = recognitionStatus !== null && isCurrentRecognition(recognitionStatus);
  if (category === ApplicationCategory.new) {
    if (current)
      return `You are already recognised under ${programmeName}. Apply for a renewal or a change instead.`;
    return termsStatus === CorrespondenceStatus.acknowledged
      ? null
      : `Acknowledge the ${programmeName} terms and conditions before you apply.`;
  }
  if (!current) return `You need a current ${programmeName} recognition for this application.`;
  return hasOngoingSuspension(recognitionStatus)
    ? `Your ${programmeName} recognition is suspended, so you cannot apply for it to be renewed or changed.`
    : null;
}

export function startableCategories(standing: ProgrammeStanding): readonly ApplicationCategory[] {
  return APPLICATION_CATEGORIES.filter((category) => canStartApplication(standing, category));
}
