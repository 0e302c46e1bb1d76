import { type CorrespondenceStatus, isCorrespondenceAvailable } from './correspondence.js';

/** One programme's terms item as the session holds it (docs/requirements.md §3). */
export interface ProgrammeTermsStanding {
  /** The company terms status, or null when the programme has none. */
  readonly termsStatus: CorrespondenceStatus | null;
  readonly hasOngoingSuspension: boolean;
}

export interface DashboardAccessInput {
  readonly hasAnyApplications: boolean;
  readonly programmes: readonly ProgrammeTermsStanding[];
}

/**
 * A local lab may use the dashboard (docs/requirements.md §4) when it has any application, or any programme's
 * terms are Sent or Acknowledged, or any programme has an ongoing suspension.
 */
export function isDashboardAllowed({ hasAnyApplications, programmes }: DashboardAccessInput): boolean {
  return (
    hasAnyApplications ||
    programmes.some(
      ({ termsStatus, hasOngoingSuspension }) =>
        hasOngoingSuspension || (termsStatus !== null && isCorrespondenceAvailable(termsStatus)),
    )
  );
}
