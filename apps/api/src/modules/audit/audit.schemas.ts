import {
  APPLICATION_ACTIONS,
  APPLICATION_STEPS,
  type ApplicationAction,
  type ApplicationStep,
  PENDING_DETAILS_ACTIONS,
  type PendingDetailsAction,
  PT_STATUS_STEP_NAMES,
  PT_WORK_STEPS,
  type PtStatusStep,
  type PtWorkStep,
  pageOfSchema,
  SUSPENSION_ACTIONS,
  type SuspensionAction,
} from '@fsmis/domain';
import { z } from 'zod';
import { pageParameter, pageSizeParameter } from '../../lib/list-query.js';

/** An officer's steps on a Proficiency Testing round, as the audit log names them after `pt.`. */
export const PT_AUDIT_STEPS = [
  'create',
  'add-documents',
  ...PT_STATUS_STEP_NAMES,
  ...(Object.keys(PT_WORK_STEPS) as PtWorkStep[]),
] as const;
export type PtAuditStep = 'create' | 'add-documents' | PtStatusStep | PtWorkStep;

/** The actions officers take, as the audit log names them. */
export const AUDIT_ACTIONS = [
  'terms.send',
  'terms.reject',
  'terms.publish',
  'terms.make-obsolete',
  'maintenance.on',
  'maintenance.off',
  'application-template.publish',
  ...APPLICATION_ACTIONS.map((action) => `application.${action}` as const),
  ...(Object.keys(APPLICATION_STEPS) as ApplicationStep[]).map((step) => `application.${step}` as const),
  'suspension.propose',
  ...SUSPENSION_ACTIONS.map((action) => `suspension.${action}` as const),
  'recognition.withdraw',
  'pending-details.request',
  ...PENDING_DETAILS_ACTIONS.map((action) => `pending-details.${action}` as const),
  ...PT_AUDIT_STEPS.map((step) => `pt.${step}` as const),
] as const;
export type AuditAction =
  | (typeof AUDIT_ACTIONS)[number]
  | `application.${ApplicationAction | ApplicationStep}`
  | `suspension.${SuspensionAction | 'propose'}`
  | `pending-details.${PendingDetailsAction | 'request'}`
  | `pt.${PtAuditStep}`;

/** The kinds of entity an officer action changes. */
export const AUDIT_ENTITIES = [
  'company-terms-and-conditions',
  'terms-document',
  'maintenance',
  'application-template',
  'application',
  'recognition',
  'recognition-suspension',
  'recognition-pending-details',
  'pt-round',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** An entity as the audit log keeps it before and after: flat JSON, instants as ISO strings. */
export type AuditSnapshot = Readonly<Record<string, string | number | boolean | null>>;

export const DEFAULT_AUDIT_PAGE_SIZE = 20;

/** One value of a fixed list; empty means no filter (the web's query strings omit empty values anyway). */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(values, `Choose ${what} from the list: ${values.join(', ')}`).optional(),
  );

export const auditLogQuerySchema = z.object({
  Entity: oneOf(AUDIT_ENTITIES, 'an entity'),
  EntityId: z
    .string('Enter the entity id once')
    .trim()
    .max(100, 'Enter an entity id of 100 characters or fewer')
    .transform((text) => (text === '' ? undefined : text))
    .optional(),
  Action: oneOf(AUDIT_ACTIONS, 'an action'),
  Page: pageParameter,
  PageSize: pageSizeParameter(DEFAULT_AUDIT_PAGE_SIZE),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export type AuditLogFilter = z.output<typeof auditLogQuerySchema>;

const snapshotSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .nullable();

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
