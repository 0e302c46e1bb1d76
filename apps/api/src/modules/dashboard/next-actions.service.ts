import { type CompanyNextActions, companyNextActions } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { forbidden } from '../../lib/http-error.js';
import { openApplicationTasks } from '../application-workflow/company-tasks.service.js';
import { roundsToActOn } from '../pt-rounds/pt-lab-round.js';
import { suspensionsUnderWayOf } from '../recognition/recognition.service.js';
import type { Session } from '../sessions/sessions.service.js';

export const DASHBOARD_LOCAL_ONLY_MESSAGE = 'The Dashboard is for local laboratories only.';

/**
 * GET /api/dashboard/next-actions: what the signed-in company must do now, soonest deadline first, read
 * from its own applications, suspensions and proficiency testing rounds only (the domain's
 * `companyNextActions`).
 */
export async function nextActionsOf(
  db: Database,
  session: Session,
  now = new Date(),
): Promise<CompanyNextActions> {
  if (!session.access.local) throw forbidden(DASHBOARD_LOCAL_ONLY_MESSAGE);
  const [applications, suspensions, ptRounds] = await Promise.all([
    openApplicationTasks(db, session.companyId),
    suspensionsUnderWayOf(db, session.companyId),
    roundsToActOn(db, session),
  ]);
  return { actions: companyNextActions({ now, applications, suspensions, ptRounds }) };
}
