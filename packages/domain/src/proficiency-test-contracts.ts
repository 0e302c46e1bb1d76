import { z } from 'zod';
import { pageOfSchema } from './list-paging.js';
import { ptStatusSchema } from './proficiency-testing.js';

const instant = z.iso.datetime();

/** A Proficiency Testing scheme as the laboratory sees it (GET /api/proficiency-tests). */
export const schemeSummarySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  matrix: z.string(),
  status: ptStatusSchema,
  statusLabel: z.string(),
  registrationOpensAt: instant,
  registrationClosesAt: instant,
  dispatchAt: instant,
  resultsDueAt: instant,
  /** Whether this laboratory has registered for the scheme. */
  isRegistered: z.boolean(),
  registeredAt: instant.nullable(),
});
export type SchemeSummary = z.infer<typeof schemeSummarySchema>;

export const schemesPageSchema = pageOfSchema(schemeSummarySchema);
export type SchemesPage = z.infer<typeof schemesPageSchema>;
