import { forbidden } from '../lib/http-error.js';
import type { NamedOfficerActor } from '../modules/audit/audit.service.js';
import { OFFICERS_ONLY_MESSAGE } from '../plugins/session.js';

/** Who takes a step on a case: one of its company's users, or an officer (named in the audit log). */
export type WorkflowActor =
  | { readonly party: 'company'; readonly userId: string; readonly companyId: string }
  | { readonly party: 'officer'; readonly userId: string; readonly audit: NamedOfficerActor };

export type OfficerWorkflowActor = Extract<WorkflowActor, { party: 'officer' }>;

export const companyActor = (session: { userId: string; companyId: string }): WorkflowActor => ({
  party: 'company',
  userId: session.userId,
  companyId: session.companyId,
});

export const officerActor = (audit: NamedOfficerActor): OfficerWorkflowActor => ({
  party: 'officer',
  userId: audit.officerUserId,
  audit,
});

/** The officer acting; a company's user may not take an officer's step. */
export function asOfficer(actor: WorkflowActor): OfficerWorkflowActor {
  if (actor.party !== 'officer') throw forbidden(OFFICERS_ONLY_MESSAGE);
  return actor;
}
