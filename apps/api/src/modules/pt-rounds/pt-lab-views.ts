import {
  type AvailableAction,
  isCaseActionOpen,
  PT_SAMPLE_CONDITION_LABELS,
  type PtAnalyte,
  type PtDispatchDetails,
  type PtDocument,
  type PtParticipantStep,
  type PtRegistration,
  type PtSampleCondition,
} from '@fsmis/domain';
import type { AnalyteRow, DocumentRow, ParticipationRow } from './pt-lab-round.repository.js';

const EMPTY_ADDRESS = { line1: '', line2: '', city: '', postalCode: '', country: '' };

export function analyteView(row: AnalyteRow): PtAnalyte {
  return { id: row.id, name: row.name, unit: row.unit };
}

export function documentView(row: DocumentRow): PtDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

export function registrationView(
  participation: ParticipationRow,
  names: ReadonlyMap<string, string>,
): PtRegistration {
  return {
    labCode: participation.labCode,
    registeredAt: participation.registeredAt.toISOString(),
    registeredBy: nameOf(names, participation.registeredByUserId),
    analyteIds: participation.analyteIds,
    contactName: participation.contactName,
    contactEmail: participation.contactEmail,
    contactNumber: participation.contactNumber,
    deliveryAddress: { ...EMPTY_ADDRESS, ...participation.deliveryAddress },
  };
}

export function dispatchView(
  participation: ParticipationRow,
  documents: readonly DocumentRow[],
  names: ReadonlyMap<string, string>,
  /** Every step of the laboratory in the round (its part's case). */
  actions: AvailableAction<PtParticipantStep>[],
): PtDispatchDetails {
  const condition = participation.sampleCondition as PtSampleCondition | null;
  return {
    dispatch: participation.dispatchedOn
      ? {
          courier: participation.courier ?? '',
          trackingNumber: participation.trackingNumber ?? '',
          dispatchedOn: participation.dispatchedOn,
        }
      : null,
    documents: documents.map(documentView),
    receipt:
      participation.receiptConfirmedAt && participation.receivedOn && condition
        ? {
            receivedOn: participation.receivedOn,
            condition,
            conditionLabel: PT_SAMPLE_CONDITION_LABELS[condition],
            notes: participation.receiptNotes ?? '',
            confirmedAt: participation.receiptConfirmedAt.toISOString(),
            confirmedBy: nameOf(names, participation.receiptConfirmedByUserId),
          }
        : null,
    canConfirmReceipt: isCaseActionOpen(actions, 'confirm-receipt'),
    actions,
  };
}

export function nameOf(names: ReadonlyMap<string, string>, userId: string | null): string {
  return (userId && names.get(userId)) || '';
}
