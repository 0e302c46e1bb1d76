import { CompanyRecognitionStatus } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import { expiryNoteOf } from './expiry-note';

const R = CompanyRecognitionStatus;

describe('what the officer is told of a recognition’s expiry', () => {
  it('says how soon it expires once its renewal is due, and nothing before', () => {
    expect(expiryNoteOf({ status: R.recognised, daysUntilExpiry: 45, renewalDue: true })).toEqual({
      text: 'Expires in 45 days',
      expired: false,
    });
    expect(expiryNoteOf({ status: R.recognised, daysUntilExpiry: 1, renewalDue: true })?.text).toBe(
      'Expires in 1 day',
    );
    expect(expiryNoteOf({ status: R.recognised, daysUntilExpiry: 0, renewalDue: true })?.text).toBe(
      'Expires today',
    );
    expect(expiryNoteOf({ status: R.recognised, daysUntilExpiry: 400, renewalDue: false })).toBeNull();
  });

  it('marks an expired recognition, and a current one whose validity has ended', () => {
    expect(expiryNoteOf({ status: R.expired, daysUntilExpiry: -3, renewalDue: false })).toEqual({
      text: 'Expired',
      expired: true,
    });
    expect(expiryNoteOf({ status: R.suspended, daysUntilExpiry: -1, renewalDue: false })?.expired).toBe(true);
  });

  it('says nothing of the validity of a recognition that was withdrawn or revoked', () => {
    expect(expiryNoteOf({ status: R.withdrawn, daysUntilExpiry: -10, renewalDue: false })).toBeNull();
    expect(expiryNoteOf({ status: R.revoked, daysUntilExpiry: 30, renewalDue: false })).toBeNull();
  });
});
