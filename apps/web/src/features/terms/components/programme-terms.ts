import {
  type CorrespondenceStatus,
  isCorrespondenceAvailable,
  isCorrespondenceVisible,
  PROGRAMMES,
  Programme,
  type ProgrammeTerms as ProgrammeTermsRead,
  type UserDetails,
} from '@fsmis/domain';
import type { CompanyTermsItem } from '../api/get-company-terms';

/** What the Terms and Conditions page shows of one programme, read from the company's items. */
export type ProgrammeTerms = {
  readonly programme: Programme;
  /** The programme's newest item: the one in play; null when the company has none. */
  readonly latest: CompanyTermsItem | null;
  readonly status: CorrespondenceStatus | null;
  /** The company's actions on the programme's terms, open or not and why not, as the API answers them. */
  readonly actions: ProgrammeTermsRead['actions'];
  /** The document of the version the company holds can be downloaded (Sent or Acknowledged). */
  readonly documentAvailable: boolean;
  /** Versions the company held before, newest first: shown, no longer available. */
  readonly earlierVersions: readonly CompanyTermsItem[];
};

/**
 * One entry per programme, LRP, IBR and AOR in that order, from the items (newest first) and each
 * programme's terms as the API reads them (its actions).
 */
export function programmeTermsOf(
  items: readonly CompanyTermsItem[],
  read: readonly ProgrammeTermsRead[],
): readonly ProgrammeTerms[] {
  return PROGRAMMES.map((programme) => {
    const ofProgramme = items.filter((item) => item.applicationType.value === programme);
    const [latest = null, ...older] = ofProgramme;
    const status = latest?.companyTermsAndConditionsStatus.value ?? null;
    return {
      programme,
      latest,
      status,
      actions: read.find((terms) => terms.applicationType.value === programme)?.actions ?? [],
      documentAvailable: status !== null && isCorrespondenceAvailable(status),
      earlierVersions: older.filter((item) =>
        isCorrespondenceVisible(item.companyTermsAndConditionsStatus.value),
      ),
    };
  });
}

/** The terms of one programme. */
export function termsOfProgramme(
  items: readonly CompanyTermsItem[],
  read: readonly ProgrammeTermsRead[],
  programme: Programme,
): ProgrammeTerms {
  return (
    programmeTermsOf(items, read).find((terms) => terms.programme === programme) ?? {
      programme,
      latest: null,
      status: null,
      actions: [],
      documentAvailable: false,
      earlierVersions: [],
    }
  );
}

/**
 * Whether the session (which the routing guards read) still holds an older reading of the terms than
 * the page: an officer sent or rejected terms since the session was read. The dashboard access rule
 * reads the session, so it must be read again.
 */
export function isSessionBehind(
  terms: readonly ProgrammeTerms[],
  sessionTerms: UserDetails['termsAndConditions'] | undefined,
): boolean {
  if (sessionTerms === undefined) return false;
  return terms.some(({ programme, status }) => {
    const held = sessionTerms.find((item) => item.applicationType.value === programme);
    return (held?.companyTermsAndConditionsStatus?.value ?? null) !== status;
  });
}

/**
 * Full names of the programmes, and what each recognises (docs/requirements.md §1: recognition under LRP,
 * IBR, AOR).
 */
export const PROGRAMME_DETAILS: Readonly<
  Record<Programme, { readonly name: string; readonly purpose: string }>
> = {
  [Programme.LRP]: {
    name: 'Laboratory Recognition Programme',
    purpose:
      'For laboratories that test food: we recognise their test results for the tests in their recognised scope.',
  },
  [Programme.IBR]: {
    name: 'Inspection Body Recognition',
    purpose:
      'For inspection bodies that inspect food premises and products: we accept their inspection reports.',
  },
  [Programme.AOR]: {
    name: 'Audit Organisation Recognition',
    purpose:
      'For audit organisations whose authorised auditors audit food businesses: we accept their audit reports.',
  },
};
