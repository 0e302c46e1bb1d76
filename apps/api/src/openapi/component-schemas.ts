import {
  applicationCaseSchema,
  applicationDetailsSchema,
  formTemplateSchema,
  officerPtRoundSchema,
  publishedTemplateSchema,
} from '@fsmis/domain';
import { z } from 'zod';

/**
 * The contracts many operations share, named once under the document's components and referenced from
 * each operation: written out in every operation, an application and its template would make the
 * document twenty times larger. Named in zod's global registry, where `.meta()` also writes what a
 * schema adds to the document (nothing but the document reads it).
 */
export const componentSchemas = z.globalRegistry;

const NAMED: ReadonlyArray<[string, z.ZodType]> = [
  ['ApplicationCase', applicationCaseSchema],
  ['ApplicationDetails', applicationDetailsSchema],
  ['PublishedTemplate', publishedTemplateSchema],
  ['FormTemplate', formTemplateSchema],
  ['OfficerPtRound', officerPtRoundSchema],
];
for (const [id, schema] of NAMED) componentSchemas.add(schema, { ...componentSchemas.get(schema), id });
