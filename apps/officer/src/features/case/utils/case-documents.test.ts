import {
  ApplicationStatus,
  AttachmentScanStatus,
  CorrectiveActionStatus,
  formTemplateSchema,
} from '@fsmis/domain';
import {
  attempts,
  finding,
  request,
  uuid,
  workflowDocument,
} from '@fsmis/ui/workflow/workflow-records.fixture';
import { describe, expect, it } from 'vitest';
import { officerCase, TEMPLATE } from './case.fixture';
import { caseDocuments } from './case-documents';

describe('the files of a case', () => {
  it('lists the form’s files, then each step’s, leaving out drafts of corrective actions', () => {
    const manualId = uuid();
    const report = workflowDocument('verification-report.pdf');
    const application = officerCase(
      ApplicationStatus.pendingCorrectiveAction,
      {
        correspondence: [request(1, true)],
        verification: {
          id: uuid(),
          scheduledFor: '2026-11-20T02:00:00.000Z',
          location: 'Biopolis',
          notes: '',
          report,
          outcome: 'findings',
          completedAt: '2026-11-21T02:00:00.000Z',
        },
        findings: [
          finding(1, {
            correctiveActions: attempts(CorrectiveActionStatus.rejected, CorrectiveActionStatus.draft),
          }),
        ],
      },
      {
        template: {
          id: uuid(),
          version: 2,
          publishedAt: '2026-01-01T00:00:00.000Z',
          definition: formTemplateSchema.parse(TEMPLATE),
        },
        sections: {
          quality: {
            answers: {
              manager: 'Tan Mei Ling',
              manual: {
                attachmentId: manualId,
                displayFileName: 'quality-manual.pdf',
                fileSize: 1000,
                attachmentStatus: AttachmentScanStatus.suspicious,
              },
            },
            confirmed: true,
            rowVersion: 1,
            updatedAt: null,
            updatedByName: null,
          },
        },
      },
    );
    const documents = caseDocuments(application);
    expect(documents.map((document) => [document.fileName, document.purpose, document.from])).toEqual([
      ['quality-manual.pdf', 'Form: Quality system, Quality manual', 'company'],
      ['certificate.pdf', 'Answer to request for information 1', 'company'],
      ['verification-report.pdf', 'Site verification report', 'officer'],
      ['evidence-1.pdf', 'Corrective action for finding 1, attempt 1', 'company'],
    ]);
    // The scan's verdict travels with the file: the list must not offer a suspicious file for download.
    expect(documents[0]).toMatchObject({
      attachmentId: manualId,
      scanStatus: AttachmentScanStatus.suspicious,
    });
    expect(documents[2]?.attachmentId).toBe(report.attachmentId);
  });

  it('has nothing for an application without files', () => {
    expect(caseDocuments(officerCase(ApplicationStatus.applicationReview))).toEqual([]);
  });
});
