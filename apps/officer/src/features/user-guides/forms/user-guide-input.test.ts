import { AttachmentScanStatus } from '@fsmis/domain';
import { fieldProblemsOf } from '@fsmis/ui/lib/form-problems';
import { schemaFields } from '@fsmis/ui/lib/use-form-kit';
import type { Attachment } from '@fsmis/ui/uploads/attachment';
import { describe, expect, it } from 'vitest';
import { GUIDE_FILE_MISSING, userGuideFormSchema, userGuideFormValuesOf } from './user-guide-input';

const upload = (attachmentStatus: AttachmentScanStatus = AttachmentScanStatus.scanned): Attachment => ({
  attachmentId: '00000000-0000-4000-8000-000000000001',
  displayFileName: 'guide.pdf',
  fileSize: 16,
  createdAt: '2026-11-20T06:05:00.000Z',
  attachmentStatus,
});
const values = {
  title: ' Getting started ',
  description: 'Signing in.',
  audience: 'all' as const,
  version: '2.2',
  file: upload(),
};

/** The first problem of each field, as the form shows them. */
function problemsOf(input: Parameters<typeof userGuideFormSchema.safeParse>[0]) {
  const parsed = userGuideFormSchema.safeParse(input);
  return parsed.success ? {} : fieldProblemsOf(parsed.error, schemaFields(userGuideFormSchema, 'guide'));
}

describe('the user guide form', () => {
  it('takes the details as the API will, with the PDF’s upload', () => {
    expect(userGuideFormSchema.parse(values)).toEqual({
      title: 'Getting started',
      description: 'Signing in.',
      audience: 'all',
      version: '2.2',
      file: upload(),
    });
  });

  it('names every missing field, the file included', () => {
    expect(problemsOf(userGuideFormValuesOf(null))).toEqual({
      title: 'Enter the title of the guide',
      description: 'Enter what the guide covers',
      audience: 'Choose who the guide is for',
      version: 'Enter the version of the guide, like 2.1',
      file: GUIDE_FILE_MISSING,
    });
  });

  it('waits for the PDF’s virus scan, and refuses one that failed it', () => {
    expect(problemsOf({ ...values, file: upload(AttachmentScanStatus.pendingScan) })).toEqual({
      file: 'Wait until guide.pdf has been checked for viruses',
    });
    expect(problemsOf({ ...values, file: upload(AttachmentScanStatus.suspicious) })).toEqual({
      file: 'guide.pdf: The selected file contains a virus',
    });
  });
});
