import {
  CORRESPONDENCE_STATUS_LABELS,
  type CorrespondenceStatus,
  hasOngoingSuspension,
  isAbleToRequestTerms,
  PROGRAMMES,
  programmeLabel,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { forbidden } from '../../lib/http-error.js';
import { getCompanyAccess } from '../auth/company-access.js';
import { recognitionStatusesOf } from '../recognition/recognition.service.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './terms.repository.js';
import type { ProgrammeTerms } from './terms.schemas.js';

export const TERMS_FOR_LOCAL_LABS_MESSAGE = 'Company terms and conditions are for local laboratories only.';

/** GET /api/company-terms-and-conditions/latest: local laboratories only (spec 6). */
export async function getLatestTerms(db: Database, session: Session): Promise<ProgrammeTerms[]> {
  const access = await getCompanyAccess(db, session);
  if (!access.local) throw forbidden(TERMS_FOR_LOCAL_LABS_MESSAGE);
  return programmeTermsOf(db, session.companyId);
}

/** One item per programme, LRP, IBR and AOR in that order, whether or not the company has terms. */
export async function programmeTermsOf(db: Database, companyId: string): Promise<ProgrammeTerms[]> {
  const [terms, recognitions] = await Promise.all([
    repository.findCompanyTerms(db, companyId),
    recognitionStatusesOf(db, companyId),
  ]);
  return PROGRAMMES.map((programme) => {
    const ofProgramme = terms.filter((item) => item.programme === programme);
    const latest = ofProgramme[0];
    const latestStatus = latest ? (latest.status as CorrespondenceStatus) : null;
    const recognition = recognitions.get(programme);
    return {
      applicationType: { value: programme, label: programmeLabel(programme) },
      companyTermsAndConditionId: latest?.id ?? null,
      companyTermsAndConditionsStatus:
        latestStatus === null
          ? null
          : { value: latestStatus, label: CORRESPONDENCE_STATUS_LABELS[latestStatus] },
      hasOngoingSuspension: recognition !== undefined && hasOngoingSuspension(recognition),
      isAbleToRequest: isAbleToRequestTerms(ofProgramme.map((item) => item.status as CorrespondenceStatus)),
    };
  });
}
