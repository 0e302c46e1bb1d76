import {
  answerContext,
  type PtDispatchDetails,
  ptParticipantActions,
  ptParticipantRefusal,
  type ptReceiptRequestSchema,
} from '@fsmis/domain';
import type { z } from 'zod';
import { companyActor } from '../../cases/actors.js';
import { runStep } from '../../cases/run-step.js';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import type { Session } from '../sessions/sessions.service.js';
import { participationFacts, registeredRound } from './pt-lab-round.js';
import * as repository from './pt-lab-round.repository.js';
import { dispatchView } from './pt-lab-views.js';
import { PT_PARTICIPATION } from './pt-participation-step.js';

type ReceiptRequest = z.output<typeof ptReceiptRequestSchema>;

export const RECEIPT_MESSAGES = {
  future: 'The date the test items arrived must be today or in the past',
  beforeDispatch: 'The date the test items arrived must be on or after the day they were dispatched',
} as const;

/** GET /api/proficiency-tests/{id}/dispatch/details: how the laboratory's test items travel, and their arrival. */
export async function getDispatchDetails(
  db: Database,
  session: Session,
  schemeId: string,
): Promise<PtDispatchDetails> {
  const { scheme, status, participation } = await registeredRound(db, session, schemeId);
  const [documents, names] = await Promise.all([
    repository.findDocuments(db, scheme.id, 'participant-package'),
    repository.userNames(db, [participation.receiptConfirmedByUserId]),
  ]);
  return dispatchView(
    participation,
    documents,
    names,
    ptParticipantActions(participationFacts(status, participation)),
  );
}

/** POST /api/proficiency-tests/{id}/dispatch/receipt: the laboratory confirms, once, that its items arrived. */
export async function confirmReceipt(
  db: Database,
  session: Session,
  schemeId: string,
  receipt: ReceiptRequest,
  now = new Date(),
): Promise<PtDispatchDetails> {
  await registeredRound(db, session, schemeId);
  await runStep({ db }, companyActor(session), PT_PARTICIPATION, schemeId, {
    refusal: (_tx, { scheme, participation }) =>
      ptParticipantRefusal('confirm-receipt', participationFacts(scheme.status, participation)),
    work: async (tx, { participation }) => {
      if (receipt.receivedOn > answerContext(now).today) {
        throw badRequest({ receivedOn: [RECEIPT_MESSAGES.future] });
      }
      if (participation.dispatchedOn && receipt.receivedOn < participation.dispatchedOn) {
        throw badRequest({ receivedOn: [RECEIPT_MESSAGES.beforeDispatch] });
      }
      await repository.updateParticipation(tx, participation.id, {
        receivedOn: receipt.receivedOn,
        sampleCondition: receipt.condition,
        receiptNotes: receipt.notes,
        receiptConfirmedAt: now,
        receiptConfirmedByUserId: session.userId,
      });
      return { result: null };
    },
  });
  return getDispatchDetails(db, session, schemeId);
}
