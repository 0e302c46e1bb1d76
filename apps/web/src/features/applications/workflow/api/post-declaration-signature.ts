import type { signAcceptanceSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import type { z } from 'zod';
import { apiPaths } from '../../../../config/paths';
import { caseOf, useWorkflowMutation, type WorkflowResult } from './workflow-mutation';

type SignAcceptance = z.input<typeof signAcceptanceSchema>;

/** POST /api/applications/{id}/declaration-signature: signs the declaration of acceptance with the profile's signature. */
export function postDeclarationSignature(applicationId: string): Promise<WorkflowResult> {
  const body: SignAcceptance = { declarationConfirmed: true };
  return caseOf(http.post<unknown>(apiPaths.applicationDeclarationSignature(applicationId), body));
}

export function useSignAcceptance(applicationId: string) {
  return useWorkflowMutation(
    () => postDeclarationSignature(applicationId),
    'You have signed the declaration. We will now decide on your application.',
  );
}
