import {
  COMPANY_RECOGNITION_STATUS_LABELS,
  CompanyRecognitionStatus,
  withdrawalRefusal,
} from '@fsmis/domain';
import type { WorkflowActor } from '../../cases/actors.js';
import { noticeTo, runStep } from '../../cases/run-step.js';
import { openApplicationsUnder } from '../company-standing/company-standing.service.js';
import { withdrawnNotice } from './recognition-notices.js';
import * as repository from './recognition-records.repository.js';
import { RECOGNITION, type StepResult } from './recognition-step.js';
import type { RecognitionContext } from './suspension-step.js';

/**
 * Withdraws a recognition (Withdrawn 6), at the company's request (POST /api/companies/recognition/{id}/
 * withdraw) or by an officer (POST /api/officer/recognitions/{id}/withdraw), when the domain's
 * `withdrawalRefusal` allows: a current recognition, no suspension under way, no open application under
 * its programme. The company is told; by e-mail when the regulator withdrew it.
 */
export function withdrawRecognition(
  context: Pick<RecognitionContext, 'db' | 'outbox' | 'publicUrl'>,
  actor: WorkflowActor,
  recognitionId: string,
  reason: string,
  now = new Date(),
): Promise<StepResult> {
  return runStep(
    context,
    actor,
    RECOGNITION,
    { recognitionId },
    {
      refusal: async (tx, recognition) =>
        withdrawalRefusal(actor.party, {
          status: recognition.status,
          hasOpenSuspension: (await repository.findOpenSuspension(tx, recognition.id)) !== null,
          openApplications: await openApplicationsUnder(tx, recognition),
        }),
      work: async (tx, recognition) => {
        const from = recognition.status;
        const to = CompanyRecognitionStatus.withdrawn;
        await repository.updateRecognitionRecord(tx, recognition.id, { status: to, updatedAt: now });
        const statusLabel = COMPANY_RECOGNITION_STATUS_LABELS[to];
        return {
          result: {
            status: to,
            statusLabel,
            message:
              actor.party === 'company'
                ? 'Your recognition has been withdrawn.'
                : `${recognition.recognitionNumber} is withdrawn.`,
          },
          history: {
            event: {
              subject: 'recognition' as const,
              subjectId: null,
              action: 'withdraw',
              fromStatus: from,
              toStatus: to,
              detail: reason,
            },
          },
          audit: {
            action: 'recognition.withdraw',
            entityType: 'recognition',
            entityId: recognition.id,
            before: { status: COMPANY_RECOGNITION_STATUS_LABELS[from] },
            after: { status: statusLabel, detail: reason },
          },
          notices: noticeTo(
            recognition.companyId,
            withdrawnNotice({ ...recognition, status: to }, actor.party, reason),
          ),
        };
      },
    },
    now,
  );
}
