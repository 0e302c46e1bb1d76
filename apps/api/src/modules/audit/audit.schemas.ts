import { AUDIT_ACTIONS, AUDIT_ENTITIES, DEFAULT_AUDIT_PAGE_SIZE } from '@fsmis/domain';
import { z } from 'zod';
import {
  dateRangeParameters,
  END_BEFORE_START_MESSAGE,
  endNotBeforeStart,
  pageParameter,
  pageSizeParameter,
  searchParameter,
} from '../../lib/list-query.js';

// The actions, entities and entries are the domain's contracts (audit-log-contracts.ts); named here too
// because every module that audits imports them from its audit module.
export {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
  type AuditSnapshot,
  auditEntrySchema,
  auditLogPageSchema,
  DEFAULT_AUDIT_PAGE_SIZE,
  PT_AUDIT_STEPS,
  type PtAuditStep,
} from '@fsmis/domain';

/** One value of a fixed list; empty means no filter (the web's query strings omit empty values anyway). */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(values, `Choose ${what} from the list: ${values.join(', ')}`).optional(),
  );

/**
 * The filters of the audit log and its export. `Search` matches, case-insensitively, part of the
 * officer's name or e-mail address, the actor, the action, the entity id, the request id, or any value
 * of the entity before or after (a reference number, a status, a title). `DateFrom`/`DateTo` are days in
 * Singapore, both included.
 */
const filterParameters = {
  Entity: oneOf(AUDIT_ENTITIES, 'an entity'),
  EntityId: z
    .string('Enter the entity id once')
    .trim()
    .max(100, 'Enter an entity id of 100 characters or fewer')
    .transform((text) => (text === '' ? undefined : text))
    .optional(),
  Action: oneOf(AUDIT_ACTIONS, 'an action'),
  Search: searchParameter,
  ...dateRangeParameters,
};

export const auditLogExportQuerySchema = z
  .object(filterParameters)
  .refine(endNotBeforeStart, { path: ['DateTo'], message: END_BEFORE_START_MESSAGE });
export type AuditLogExportFilter = z.output<typeof auditLogExportQuerySchema>;

export const auditLogQuerySchema = z
  .object({
    ...filterParameters,
    Page: pageParameter,
    PageSize: pageSizeParameter(DEFAULT_AUDIT_PAGE_SIZE),
  })
  .refine(endNotBeforeStart, { path: ['DateTo'], message: END_BEFORE_START_MESSAGE });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export type AuditLogFilter = z.output<typeof auditLogQuerySchema>;
