import { PT_PARTICIPANT_VISIBLE_STATUSES, PT_STATUS_LABELS, PtStatus, type SchemesPage } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { forbidden } from '../../lib/http-error.js';
import type { Session } from '../sessions/sessions.service.js';
import * as repository from './proficiency-tests.repository.js';
import type { ProficiencyTestsQuery } from './proficiency-tests.schemas.js';

export const NO_PT_ACCESS_MESSAGE = 'Your laboratory does not take part in proficiency testing.';

/**
 * The schemes of the signed-in laboratory: those it takes part in, and those open for registration that
 * it may join. Participants never see a Draft scheme.
 */
export async function listSchemes(
  db: Database,
  session: Session,
  query: ProficiencyTestsQuery,
): Promise<SchemesPage> {
  if (!session.access.proficiencyTesting) throw forbidden(NO_PT_ACCESS_MESSAGE);
  const filter: repository.SchemeFilter = {
    companyId: session.companyId,
    visibleStatuses: PT_PARTICIPANT_VISIBLE_STATUSES,
    joinableStatus: PtStatus.registrationOpen,
    ...(query.Status ? { statuses: query.Status } : {}),
    ...(query.Search ? { search: query.Search } : {}),
  };
  const [rows, total] = await Promise.all([
    repository.findSchemes(db, filter, { limit: query.PageSize, offset: (query.Page - 1) * query.PageSize }),
    repository.countSchemes(db, filter),
  ]);
  return {
    items: rows.map(({ scheme, registeredAt }) => {
      const status = scheme.status;
      return {
        id: scheme.id,
        code: scheme.code,
        name: scheme.name,
        matrix: scheme.matrix,
        status,
        statusLabel: PT_STATUS_LABELS[status],
        registrationOpensAt: scheme.registrationOpensAt.toISOString(),
        registrationClosesAt: scheme.registrationClosesAt.toISOString(),
        dispatchAt: scheme.dispatchAt.toISOString(),
        resultsDueAt: scheme.resultsDueAt.toISOString(),
        isRegistered: registeredAt !== null,
        registeredAt: registeredAt?.toISOString() ?? null,
      };
    }),
    total,
    page: query.Page,
    pageSize: query.PageSize,
  };
}

export function hasAnyProficiencyTests(db: Database, companyId: string): Promise<boolean> {
  return repository.companyParticipates(db, companyId, PT_PARTICIPANT_VISIBLE_STATUSES);
}
