import { CompanyRecognitionStatus, isCurrentRecognition, type OfficerRecognition } from '@fsmis/domain';

export type Expiry = Pick<OfficerRecognition, 'status' | 'daysUntilExpiry' | 'renewalDue'>;

/**
 * What an officer should notice about a recognition's expiry: that it has expired (or its validity has
 * ended and the expiry job has yet to mark it), or how soon it expires once its renewal is due.
 */
export function expiryNoteOf(recognition: Expiry): { text: string; expired: boolean } | null {
  const { status, daysUntilExpiry } = recognition;
  if (status === CompanyRecognitionStatus.expired || (isCurrentRecognition(status) && daysUntilExpiry < 0)) {
    return { text: 'Expired', expired: true };
  }
  if (!recognition.renewalDue) return null;
  if (daysUntilExpiry === 0) return { text: 'Expires today', expired: false };
  return {
    text: `Expires in ${daysUntilExpiry} ${daysUntilExpiry === 1 ? 'day' : 'days'}`,
    expired: false,
  };
}
