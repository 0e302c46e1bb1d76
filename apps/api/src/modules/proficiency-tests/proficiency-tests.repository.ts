import type { PtStatus } from '@fsmis/domain';
import { and, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { proficiencyTestParticipations, proficiencyTestSchemes } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/list-query.js';

export interface SchemeFilter {
  companyId: string;
  /** The statuses a participant may see at all. */
  visibleStatuses: readonly PtStatus[];
  /** Schemes in this status are listed even when the company has not registered (it may join). */
  joinableStatus: PtStatus;
  statuses?: readonly PtStatus[];
  search?: string;
}

const participation = proficiencyTestParticipations;
const scheme = proficiencyTestSchemes;

const joinOwnParticipation = (companyId: string) =>
  and(eq(participation.schemeId, scheme.id), eq(participation.companyId, companyId));

function whereOf(filter: SchemeFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return and(
    inArray(scheme.status, [...filter.visibleStatuses]),
    or(isNotNull(participation.id), eq(scheme.status, filter.joinableStatus)),
    filter.statuses?.length ? inArray(scheme.status, [...filter.statuses]) : undefined,
    pattern ? or(ilike(scheme.code, pattern), ilike(scheme.name, pattern)) : undefined,
  );
}

export async function findSchemes(
  db: Database,
  filter: SchemeFilter,
  window: { limit: number; offset: number },
) {
  return db
    .select({ scheme, registeredAt: participation.registeredAt })
    .from(scheme)
    .leftJoin(participation, joinOwnParticipation(filter.companyId))
    .where(whereOf(filter))
    .orderBy(desc(scheme.registrationOpensAt), desc(scheme.code))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countSchemes(db: Database, filter: SchemeFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(scheme)
    .leftJoin(participation, joinOwnParticipation(filter.companyId))
    .where(whereOf(filter));
  return row?.count ?? 0;
}

/** Whether the company takes part in any scheme that participants may see. */
export async function companyParticipates(
  db: Database,
  companyId: string,
  visibleStatuses: readonly PtStatus[],
): Promise<boolean> {
  const [row] = await db
    .select({ id: participation.id })
    .from(participation)
    .innerJoin(scheme, eq(participation.schemeId, scheme.id))
    .where(and(eq(participation.companyId, companyId), inArray(scheme.status, [...visibleStatuses])))
    .limit(1);
  return row !== undefined;
}
