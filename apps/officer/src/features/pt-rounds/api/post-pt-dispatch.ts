import type { recordPtDispatchSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { confirmationOf, usePtRoundStep } from './pt-round-step';

export type PtDispatch = z.output<typeof recordPtDispatchSchema>;

/**
 * POST /api/officer/proficiency-tests/{id}/dispatches: one participant's test items left, and the
 * laboratory is told how to follow them; 409 once the laboratory has confirmed they arrived.
 */
export function postPtDispatch(roundId: string, dispatch: PtDispatch) {
  return confirmationOf(
    http.post<unknown>(apiPaths.ptRoundStep(roundId, 'dispatches'), dispatch),
    `The dispatch to ${dispatch.labCode} was recorded.`,
  );
}

export function useRecordPtDispatch(roundId: string) {
  return usePtRoundStep((dispatch: PtDispatch) => postPtDispatch(roundId, dispatch));
}
