import { APPLICATION_CASE, type ApplicationStep } from './application-case.js';
import type { ApplicationCategory } from './application-category.js';
import { NO_STEP_FACTS, NO_WORKFLOW_FACTS } from './application-needs.js';
import type { ApplicationStatus } from './application-status.js';
import { type Actor, refusalOf } from './case-definition.js';
import type { Programme } from './programme.js';

// Steps within a status (a draft corrective action, a response to one document, a report, a comment),
// read from the application's case (application-case.ts).
export { APPLICATION_STEPS, type ApplicationStep } from './application-case.js';

/**
 * The steps' moments only: the step runner checks a step's moment before its work, and the work checks
 * the records in its own words (an answered document, an invoice already issued).
 */
const MOMENTS_OF_STEPS = { ...APPLICATION_CASE, guards: {} };

/**
 * Why `actor` may not take `step` on an application in `status`, or null when they may, by its moment:
 * what the step needs of the records is its work's to check (`applicationActions` lists both).
 */
export function stepRefusal(
  actor: Actor,
  step: ApplicationStep,
  status: ApplicationStatus,
  programme: Programme,
  category: ApplicationCategory,
): string | null {
  return refusalOf(MOMENTS_OF_STEPS, status, actor, step, {
    ...NO_WORKFLOW_FACTS,
    ...NO_STEP_FACTS,
    programme,
    category,
  });
}
