import type { NextActionFacts } from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { taskFactsOf } from './company-task-facts.js';
import * as repository from './company-tasks.repository.js';

/**
 * The company's submitted, open applications with what their records say it owes: the applications of
 * the Dashboard's next actions. Only the company's own applications are read.
 */
export async function openApplicationTasks(
  db: Database,
  companyId: string,
): Promise<NextActionFacts['applications']> {
  const open = await repository.findOpenApplicationTasks(db, companyId);
  return open.map((application) => ({
    id: application.id,
    referenceNumber: application.referenceNumber,
    programme: application.programme,
    category: application.category,
    tasks: taskFactsOf(application.status, {
      correspondence: application.correspondence.map((row) => ({ row })),
      findings: application.findings,
      actions: application.actions,
      documents: application.documents,
      versions: application.versions.map((row) => ({ row })),
      invoice: application.invoice,
    }),
  }));
}
