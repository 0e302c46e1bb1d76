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
  const open = await repository.findOpenSubmittedApplications(db, companyId);
  const records = await repository.findTaskRecords(db, open);
  return open.map((application) => {
    const own = <T extends { applicationId: string }>(rows: readonly T[]) =>
      rows.filter((row) => row.applicationId === application.id);
    return {
      id: application.id,
      referenceNumber: application.referenceNumber,
      programme: application.programme,
      category: application.category,
      tasks: taskFactsOf(application.status, {
        correspondence: own(records.correspondence).map((row) => ({ row })),
        findings: own(records.findings),
        actions: own(records.actions),
        documents: own(records.documents),
        versions: own(records.versions).map((row) => ({ row })),
        invoice: own(records.invoices)[0] ?? null,
      }),
    };
  });
}
