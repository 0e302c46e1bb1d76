import { AttachmentScanStatus, type WorkflowDocument } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import {
  attachmentOf,
  documentsField,
  optionalDocumentField,
  requiredDocumentField,
} from './attachment-fields';

let counter = 0;
const document = (
  fileName: string,
  scanStatus: AttachmentScanStatus = AttachmentScanStatus.scanned,
): WorkflowDocument => ({
  attachmentId: `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
  fileName,
  fileSize: 2048,
  scanStatus,
  uploadedAt: '2026-11-20T06:05:00.000Z',
});

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the files a form sends', () => {
  it('waits for each file’s virus scan, and refuses a file that failed it', () => {
    const clean = attachmentOf(document('manual.pdf'));
    const scanning = attachmentOf(document('chart.pdf', AttachmentScanStatus.pendingScan));
    const infected = attachmentOf(document('virus.pdf', AttachmentScanStatus.suspicious));
    expect(documentsField(10).safeParse([clean]).success).toBe(true);
    expect(messagesOf(documentsField(10).safeParse([clean, scanning]))).toEqual([
      'Wait until chart.pdf has been checked for viruses',
    ]);
    expect(messagesOf(optionalDocumentField.safeParse(infected))).toEqual([
      'virus.pdf: The selected file contains a virus',
    ]);
    expect(optionalDocumentField.safeParse(null).success).toBe(true);
  });

  it('asks for a file a form cannot go without, and takes it only once it is scanned and clean', () => {
    const field = requiredDocumentField('Choose the report');
    const clean = attachmentOf(document('report.pdf'));
    expect(messagesOf(field.safeParse(null))).toEqual(['Choose the report']);
    expect(
      messagesOf(field.safeParse(attachmentOf(document('report.pdf', AttachmentScanStatus.pendingScan)))),
    ).toEqual(['Wait until report.pdf has been checked for viruses']);
    expect(
      messagesOf(field.safeParse(attachmentOf(document('report.pdf', AttachmentScanStatus.suspicious)))),
    ).toEqual(['report.pdf: The selected file contains a virus']);
    expect(field.parse(clean)).toEqual(clean);
  });

  it('holds at most the number of files allowed', () => {
    const files = [document('a.pdf'), document('b.pdf'), document('c.pdf')].map(attachmentOf);
    expect(messagesOf(documentsField(2).safeParse(files))).toEqual(['Attach at most 2 documents']);
  });
});
