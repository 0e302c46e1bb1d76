import {
  type PtAnalyte,
  type PtResultDraft,
  type PtResultOutcome,
  type PtResultSubmission,
  ptResultEntrySchema,
  ptResultProblems,
} from '@fsmis/domain';
import type { Attachment } from '@fsmis/ui/uploads/attachment';
import { optionalDocumentField } from '@fsmis/ui/uploads/attachment-fields';
import { z } from 'zod';

export const PT_OUTCOME_LABELS: Readonly<Record<PtResultOutcome, string>> = {
  value: 'A value',
  'less-than': 'Less than a limit',
  'not-tested': 'Not tested',
};

export const PT_OUTCOME_HINTS: Readonly<Record<PtResultOutcome, string>> = {
  value: 'Your laboratory measured the analyte.',
  'less-than': 'The analyte was below the lowest amount your method can report: give that limit.',
  'not-tested': 'Your laboratory did not test this analyte.',
};

/** What the results form holds: one entry per analyte, in the analytes' order, and the methodology file. */
export type ResultValues = {
  results: {
    analyteId: string;
    outcome: PtResultOutcome;
    value: string;
    uncertainty: string;
    method: string;
  }[];
  methodology: Attachment | null;
};

/** The form's fields in the order shown, each with the path the API names in a 400 (`results.0.value`). */
export function resultFieldsOf(analytes: readonly PtAnalyte[]) {
  return [
    ...analytes.flatMap((_, index) =>
      (['outcome', 'value', 'uncertainty', 'method'] as const).map((part) => ({
        name: `results.${index}.${part}`,
        id: `pt-result-${index}-${part}`,
      })),
    ),
    { name: 'methodology', id: 'pt-result-methodology', apiPath: 'methodologyAttachmentId' },
  ];
}

/** The form filled from what was saved; an analyte not yet answered starts as a value to give. */
export function resultValuesOf(submission: PtResultSubmission): ResultValues {
  return {
    results: submission.analytes.map((analyte) => {
      const saved = submission.results.find((result) => result.analyteId === analyte.id);
      return {
        analyteId: analyte.id,
        outcome: saved?.outcome ?? 'value',
        value: saved?.value ?? '',
        uncertainty: saved?.uncertainty ?? '',
        method: saved?.method ?? '',
      };
    }),
    methodology: submission.methodology
      ? {
          attachmentId: submission.methodology.attachmentId,
          displayFileName: submission.methodology.fileName,
          fileSize: submission.methodology.fileSize,
          createdAt: submission.savedAt ?? submission.resultsDueAt,
          attachmentStatus: submission.methodology.scanStatus,
        }
      : null,
  };
}

/** What is sent, to save or to submit: an analyte not tested has no value, uncertainty or method. */
export function draftOf(values: ResultValues): PtResultDraft {
  return {
    results: values.results.map((result) =>
      result.outcome === 'not-tested' ? { ...result, value: '', uncertainty: '', method: '' } : result,
    ),
    methodologyAttachmentId: values.methodology?.attachmentId ?? null,
  };
}

/**
 * What a submission needs, checked before it is sent with the rule the API applies (`ptResultProblems`):
 * each problem on the field it names.
 */
export function resultSubmissionSchemaFor(analyteIds: readonly string[]) {
  return z
    .object({ results: z.array(ptResultEntrySchema), methodology: optionalDocumentField })
    .superRefine((values, context) => {
      const { results } = draftOf(values as ResultValues);
      for (const [path, messages] of Object.entries(ptResultProblems(analyteIds, results))) {
        for (const message of messages) {
          context.addIssue({
            code: 'custom',
            message,
            path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
          });
        }
      }
    });
}
