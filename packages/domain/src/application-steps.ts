import { APPLICATION_CASE, type ApplicationStep } from './application-case.js';
import type { ApplicationCategory } from './application-category.js';
import { NO_WORKFLOW_FACTS } from './application-needs.js';
import type { ApplicationStatus } from './application-status.js';
import { type Actor, refusalOf } from './case-definition.js';
import type { Programme } from './programme.js';

// Steps within a status (a draft corrective action, a response to one document, a report, a comment),
// read from the application's case (application-case.ts).
export { APPLICATION_STEPS, type ApplicationStep } from './application-case.js';

/** Why `actor` may not take `step` on an application in `status`, or null when they may. */
export function stepRefusal(
  actor: Actor,
  step: ApplicationStep,
  status: ApplicationStatus,
  programme: Programme,
  category: ApplicationCategory,
): string | null {
  return refusalOf(APPLICATION_CASE, status, actor, step, { ...NO_WORKFLOW_FACTS, programme, category });
}
