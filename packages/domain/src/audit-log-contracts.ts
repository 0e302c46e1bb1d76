import { z } from 'zod';
import { APPLICATION_STEPS_TAKEN_AS } from './application-case.js';
import { APPLICATION_STEPS, type ApplicationStep } from './application-steps.js';
import { pageOfSchema } from './list-paging.js';
import { PENDING_DETAILS_ACTIONS, type PendingDetailsAction } from './pending-details.js';
import { PT_STATUS_STEP_NAMES, PT_WORK_STEPS, type PtStatusStep, type PtWorkStep } from './pt-steps.js';
import { SUSPENSION_ACTIONS, type SuspensionAction } from './suspension-transitions.js';
import { APPLICATION_ACTIONS, type ApplicationAction } from './transitions.js';

/**
 * The contracts of the audit log (GET /api/officer/audit-log and its export): what officers did, by
 * action and entity. The query's parameters are built from the API's list helpers and stay in the API.
 */

/** An officer's steps on a Proficiency Testing round, as the audit log names them after `pt.`. */
export const PT_AUDIT_STEPS = [
  'create',
  'add-documents',
  ...PT_STATUS_STEP_NAMES,
  ...(Object.keys(PT_WORK_STEPS) as PtWorkStep[]),
] as const;
export type PtAuditStep = 'create' | 'add-documents' | PtStatusStep | PtWorkStep;

/** The actions officers take, as the audit log names them (the `Action` filter's values). */
export const AUDIT_ACTIONS = [
  'terms.send',
  'terms.reject',
  'terms.publish',
  'terms.make-obsolete',
  'maintenance.on',
  'maintenance.off',
  'maintenance.schedule',
  'maintenance.end',
  'maintenance.cancel',
  'banner.create',
  'banner.update',
  'banner.delete',
  'payment-details.update',
  'user-guide.publish',
  'user-guide.update',
  'user-guide.withdraw',
  'application-template.publish',
  ...APPLICATION_ACTIONS.map((action) => `application.${action}` as const),
  ...(Object.keys(APPLICATION_STEPS) as ApplicationStep[])
    .filter((step) => !(step in APPLICATION_STEPS_TAKEN_AS))
    .map((step) => `application.${step}` as const),
  'application.assign',
  'suspension.propose',
  ...SUSPENSION_ACTIONS.map((action) => `suspension.${action}` as const),
  'recognition.withdraw',
  'pending-details.request',
  ...PENDING_DETAILS_ACTIONS.map((action) => `pending-details.${action}` as const),
  ...PT_AUDIT_STEPS.map((step) => `pt.${step}` as const),
  'email.send-again',
] as const;
export type AuditAction =
  | (typeof AUDIT_ACTIONS)[number]
  | `application.${ApplicationAction | ApplicationStep}`
  | `suspension.${SuspensionAction | 'propose'}`
  | `pending-details.${PendingDetailsAction | 'request'}`
  | `pt.${PtAuditStep}`;

/** The kinds of entity an officer action changes (the `Entity` filter's values). */
export const AUDIT_ENTITIES = [
  'company-terms-and-conditions',
  'terms-document',
  'maintenance',
  'banner',
  'payment-details',
  'user-guide',
  'application-template',
  'application',
  'recognition',
  'recognition-suspension',
  'recognition-pending-details',
  'pt-round',
  'email',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** An entity as the audit log keeps it before and after: flat JSON, instants as ISO strings. */
export type AuditSnapshot = Readonly<Record<string, string | number | boolean | null>>;

export const DEFAULT_AUDIT_PAGE_SIZE = 20;

/**
 * The most entries one export holds. An export of more is refused (400) with the number that match, so
 * the officer narrows it (by date, entity, action or search) instead of receiving a cut-off file.
 */
export const AUDIT_LOG_EXPORT_MAX_ROWS = 50_000;

const snapshotSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .nullable();

/** One entry of GET /api/officer/audit-log, newest first. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  /** The officer who acted; null only for command-line maintenance where no officer account exists. */
  officer: z.object({ userId: z.uuid(), name: z.string(), email: z.string().nullable() }).nullable(),
  /** The officer's user id through the API, `cli:<os user>` on the command line. */
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITIES),
  entityId: z.string().nullable(),
  before: snapshotSchema,
  after: snapshotSchema,
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = pageOfSchema(auditEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
