import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_SCAN_STATUSES,
  AttachmentScanStatus,
  attachmentScanProblem,
  attachmentScanStatusSchema,
  isAttachmentDownloadable,
  isAttachmentScanSettled,
} from './attachment.js';

const A = AttachmentScanStatus;

describe('attachment scan statuses', () => {
  it('are pendingScan 1, suspicious 2, scanned 3, notScanned 4, notScannedPasswordProtected 4001', () => {
    expect(AttachmentScanStatus).toEqual({
      pendingScan: 1,
      suspicious: 2,
      scanned: 3,
      notScanned: 4,
      notScannedPasswordProtected: 4001,
    });
    expect(attachmentScanStatusSchema.safeParse(4001).success).toBe(true);
    expect(attachmentScanStatusSchema.safeParse(5).success).toBe(false);
  });

  it('are settled once the scan is over', () => {
    expect(ATTACHMENT_SCAN_STATUSES.filter(isAttachmentScanSettled)).toEqual([2, 3, 4, 4001]);
  });

  it('allow download only of a scanned file', () => {
    expect(ATTACHMENT_SCAN_STATUSES.filter(isAttachmentDownloadable)).toEqual([A.scanned]);
  });

  it('name the problem of a file that cannot be used', () => {
    expect(attachmentScanProblem(A.suspicious)).toBe('The selected file contains a virus');
    expect(attachmentScanProblem(A.notScannedPasswordProtected)).toMatch(/password protected/);
    expect(attachmentScanProblem(A.notScanned)).toMatch(/could not be checked/);
    expect(attachmentScanProblem(A.scanned)).toBeNull();
    expect(attachmentScanProblem(A.pendingScan)).toBeNull();
  });
});
