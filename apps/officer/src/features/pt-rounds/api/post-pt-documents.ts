import type { addPtDocumentsSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { confirmationOf, usePtRoundStep } from './pt-round-step';

export type PtDocumentsUpload = z.input<typeof addPtDocumentsSchema>;

/**
 * POST /api/officer/proficiency-tests/{id}/documents: documents of one kind for the participants; 400
 * names a file that is not accepted, 409 refuses general documents once registration has closed.
 */
export function postPtDocuments(roundId: string, upload: PtDocumentsUpload) {
  return confirmationOf(
    http.post<unknown>(apiPaths.ptRoundStep(roundId, 'documents'), upload),
    'The documents were added.',
  );
}

export function useAddPtDocuments(roundId: string) {
  return usePtRoundStep((upload: PtDocumentsUpload) => postPtDocuments(roundId, upload));
}
