import { type PtRegistration, type PtRegistrationRequest, ptRegistrationSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { usePtRoundStep } from './pt-round-step';

/**
 * POST /api/proficiency-tests/{id}/submit-registration: the laboratory takes part in the round and is
 * given its lab code. 400 names the fields; 409 says why it may not register now.
 */
export async function postPtRegistration(
  id: string,
  request: PtRegistrationRequest,
): Promise<PtRegistration> {
  const { data } = await http.post<unknown>(apiPaths.ptSubmitRegistration(id), request);
  return ptRegistrationSchema.parse(data);
}

export function usePtRegistration(id: string, roundCode: string) {
  return usePtRoundStep(
    id,
    (request: PtRegistrationRequest) => postPtRegistration(id, request),
    (registration) =>
      `Your laboratory is registered for ${roundCode}. Your lab code is ${registration.labCode}.`,
  );
}
