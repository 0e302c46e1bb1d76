import { z } from 'zod';
import { caseActionSchema } from './case-action-contracts.js';
import { companyRecognitionStatusSchema } from './company-recognition.js';
import { pageOfSchema } from './list-paging.js';
import { pageParameter, pageSizeParameter, searchParameter } from './list-query-parameters.js';
import { officerFileSchema } from './officer-file.js';
import { programmeSchema } from './programme.js';
import type { RecognitionMove, RecognitionStep } from './recognition-case.js';
import {
  companyRecognitionSchema,
  RECOGNITION_REASON_MAX,
  recognitionDay,
  recognitionText,
  recognitionViewSchema,
  suspensionViewSchema,
} from './recognition-contracts.js';

/**
 * The officers' side of recognitions (/api/officer/recognitions/…): the list, the views and the bodies
 * of their steps, apart from the recognition contracts the portal's pages read (recognition-contracts.ts):
 * zod keeps every schema of a module it keeps.
 */

/** POST /api/officer/recognitions/{id}/suspensions: a proposed suspension. */
export const proposeSuspensionSchema = z.object({
  grounds: recognitionText('Enter the grounds for the suspension', 'The grounds'),
  files: z.array(officerFileSchema).max(10, 'Attach at most 10 documents').default([]),
});

/** The officer's word on a suspension step: the question, the decision's reason, the note. */
export const suspensionDecisionSchema = z.object({
  reason: recognitionText('Enter the reason', 'The reason', RECOGNITION_REASON_MAX),
  files: z.array(officerFileSchema).max(10, 'Attach at most 10 documents').default([]),
});

/** POST /api/officer/recognitions/{id}/withdraw. */
export const officerWithdrawalSchema = z.object({
  reason: recognitionText('Enter the reason', 'The reason', RECOGNITION_REASON_MAX),
});

/** POST /api/officer/recognitions/{id}/pending-details: details the recognition still owes. */
export const requestPendingDetailsSchema = z.object({
  description: recognitionText('Describe the details owed', 'The description', RECOGNITION_REASON_MAX),
  dueDate: recognitionDay.nullable().default(null),
  files: z.array(officerFileSchema).max(10, 'Attach at most 10 documents').default([]),
});

/** Accepting, returning or waiving pending details; the reason is needed to return or waive. */
export const pendingDetailsDecisionSchema = z.object({
  reason: recognitionText('Enter the reason', 'The reason', RECOGNITION_REASON_MAX).optional(),
});

/** A recognition as an officer lists it: with its company. */
export const officerRecognitionSchema = companyRecognitionSchema.extend({
  companyId: z.uuid(),
  companyName: z.string(),
  companyUen: z.string(),
});
export type OfficerRecognition = z.infer<typeof officerRecognitionSchema>;

/** The officer's actions on a recognition, in the order of its case. */
export const RECOGNITION_OFFICER_ACTIONS = [
  'withdraw',
  'propose-suspension',
  'request-details',
] as const satisfies readonly (RecognitionMove | RecognitionStep)[];

/** GET /api/officer/recognitions/{id}: the recognition, its company and its whole record. */
export const officerRecognitionViewSchema = recognitionViewSchema
  .omit({ recognition: true, actions: true })
  .extend({
    recognition: officerRecognitionSchema,
    /** The company's applications under this programme not yet ended: a withdrawal waits for them. */
    openApplications: z.int().min(0),
    /** The officer's actions on the recognition, open or not and why not (the recognition's case). */
    actions: z.array(caseActionSchema(RECOGNITION_OFFICER_ACTIONS)),
  });
export type OfficerRecognitionView = z.infer<typeof officerRecognitionViewSchema>;

/** GET /api/officer/recognitions/suspensions/{sid}. */
export const officerSuspensionViewSchema = suspensionViewSchema.extend({
  companyName: z.string(),
});
export type OfficerSuspensionView = z.infer<typeof officerSuspensionViewSchema>;

/** Rows per page of the list, as the work queue and the audit log. */
export const DEFAULT_RECOGNITIONS_PAGE_SIZE = 20;

/**
 * The list's filters and page. `Search` finds part of the company's name, whatever its case, or the
 * start of its UEN (`2016` finds 201633333E); `%` and `_` in it are plain characters. `CompanyUen` is
 * one company's whole UEN, whatever its case.
 */
export const officerRecognitionQuerySchema = z.object({
  Search: searchParameter,
  Status: z.coerce.number().pipe(companyRecognitionStatusSchema).optional(),
  ApplicationType: z.coerce.number().pipe(programmeSchema).optional(),
  CompanyUen: z.string().trim().min(1).optional(),
  Page: pageParameter,
  PageSize: pageSizeParameter(DEFAULT_RECOGNITIONS_PAGE_SIZE),
});
export type OfficerRecognitionQuery = z.input<typeof officerRecognitionQuerySchema>;
export type OfficerRecognitionFilter = z.output<typeof officerRecognitionQuerySchema>;

/** One page of the list, by company name, then programme. */
export const officerRecognitionPageSchema = pageOfSchema(officerRecognitionSchema);
export type OfficerRecognitionPage = z.infer<typeof officerRecognitionPageSchema>;
