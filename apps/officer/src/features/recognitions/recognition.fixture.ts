import { CompanyRecognitionStatus, type OfficerRecognition, Programme } from '@fsmis/domain';

/** A current LRP recognition of "Harbour Fresh {index}", as the officer's API sends it. */
export function officerRecognition(index: number): OfficerRecognition {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return {
    id,
    programme: Programme.LRP,
    programmeLabel: 'LRP',
    status: CompanyRecognitionStatus.recognised,
    statusLabel: 'Recognised',
    recognitionNumber: `LRP-REC-2026-${String(index).padStart(4, '0')}`,
    validFrom: '2026-01-05T02:00:00.000Z',
    validUntil: '2028-01-05T02:00:00.000Z',
    scopeSummary: 'Chemical testing',
    hasOngoingSuspension: false,
    isRestricted: false,
    daysUntilExpiry: 400,
    renewalDue: false,
    renewalInProgress: null,
    openSuspension: null,
    pendingDetailsCount: 0,
    companyId: id,
    companyName: `Harbour Fresh ${index} Pte. Ltd.`,
    companyUen: `2016${String(index).padStart(5, '0')}E`,
  };
}
