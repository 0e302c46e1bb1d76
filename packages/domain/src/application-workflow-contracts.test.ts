import { describe, expect, it } from 'vitest';
import {
  commentSchema,
  moreInfoProvidedSchema,
  reviewResponseSchema,
  SITE_VERIFICATION_OUTCOMES,
  signAcceptanceSchema,
  siteVerificationSchema,
  WORKFLOW_PARTIES,
} from './application-workflow-contracts.js';
import {
  correctiveActionReviewSchema,
  newApprovalVersionSchema,
  newFindingSchema,
  requestInformationSchema,
  scheduleVerificationSchema,
} from './application-workflow-officer-contracts.js';
import { officerFileSchema } from './officer-file.js';

const ID = '0b8a9f6e-4d1c-4c1e-9a57-3f1b2c3d4e5f';
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the company’s requests', () => {
  it('answers a request with visible text and each file once', () => {
    expect(moreInfoProvidedSchema.parse({ correspondenceId: ID, response: '  Here it is  ' })).toEqual({
      correspondenceId: ID,
      response: 'Here it is',
      attachmentIds: [],
    });
    expect(
      messagesOf(moreInfoProvidedSchema.safeParse({ correspondenceId: ID, response: '<p> </p>' })),
    ).toEqual(['Enter your answer to the request']);
    expect(
      messagesOf(
        moreInfoProvidedSchema.safeParse({ correspondenceId: ID, response: 'x', attachmentIds: [ID, ID] }),
      ),
    ).toEqual(['Attach each file once']);
  });

  it('needs a comment to reject a document, not to accept one', () => {
    expect(reviewResponseSchema.parse({ decision: 'accepted' })).toEqual({
      decision: 'accepted',
      comment: '',
      attachmentId: null,
    });
    expect(messagesOf(reviewResponseSchema.safeParse({ decision: 'rejected', comment: '  ' }))).toEqual([
      'Explain what must change in the document',
    ]);
    expect(messagesOf(reviewResponseSchema.safeParse({}))).toEqual([
      'Choose whether you accept the document',
    ]);
  });

  it('signs only with the declaration confirmed', () => {
    expect(messagesOf(signAcceptanceSchema.safeParse({ declarationConfirmed: false }))).toEqual([
      'Confirm the declaration to sign it',
    ]);
  });
});

describe('the officer’s requests', () => {
  it('asks for information with a subject, message, due date and named documents', () => {
    expect(
      requestInformationSchema.parse({ subject: 'Scope', message: 'Send the list', dueDate: '2026-12-12' }),
    ).toEqual({ subject: 'Scope', message: 'Send the list', documentsRequested: [], dueDate: '2026-12-12' });
    expect(
      messagesOf(requestInformationSchema.safeParse({ subject: 'S', message: 'M', dueDate: '2026-13-40' })),
    ).toEqual(['Enter a real date']);
  });

  it('takes a severity by code or by name', () => {
    const finding = { clause: '7.2', description: 'Method not validated', dueDate: '2026-12-12' };
    expect(newFindingSchema.parse({ ...finding, severity: 2 }).severity).toBe(2);
    expect(newFindingSchema.parse({ ...finding, severity: 'critical' }).severity).toBe(3);
    expect(newFindingSchema.safeParse({ ...finding, severity: 'grave' }).success).toBe(false);
  });

  it('needs a reason to reject a corrective action', () => {
    expect(
      messagesOf(
        correctiveActionReviewSchema.safeParse({ decisions: [{ findingId: ID, decision: 'rejected' }] }),
      ),
    ).toEqual(['Explain why the corrective action is rejected']);
    expect(
      correctiveActionReviewSchema.parse({ decisions: [{ findingId: ID, decision: 'accepted' }] }),
    ).toEqual({
      decisions: [{ findingId: ID, decision: 'accepted', reason: '' }],
    });
    const rejected = { findingId: ID, decision: 'rejected', reason: ' No evidence ' };
    expect(correctiveActionReviewSchema.parse({ decisions: [rejected] }).decisions[0]?.reason).toBe(
      'No evidence',
    );
  });

  it('schedules a verification with its notes trimmed', () => {
    expect(
      scheduleVerificationSchema.parse({
        scheduledFor: '2026-12-01T01:00:00Z',
        location: 'Lab',
        notes: ' bring ID ',
      }).notes,
    ).toBe('bring ID');
  });

  it('keeps a new version’s note trimmed', () => {
    const file = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(newApprovalVersionSchema.parse({ file, note: ' Clause 4 corrected ' }).note).toBe(
      'Clause 4 corrected',
    );
    expect(newApprovalVersionSchema.parse({ file }).note).toBe('');
  });

  it('names an officer’s file by the id of its upload, and asks for the upload otherwise', () => {
    expect(officerFileSchema.parse('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    for (const given of [undefined, '', 'report.pdf', { fileName: 'x.pdf', contentBase64: 'JVBERi0=' }]) {
      expect(messagesOf(officerFileSchema.safeParse(given))).toEqual(['Upload the file']);
    }
  });
});

describe('the workflow’s value lists', () => {
  it('name the two parties, and only they write a comment', () => {
    const comment = { id: ID, body: 'Noted', authorName: 'Tan', createdAt: '2026-03-01T02:00:00.000Z' };
    expect(WORKFLOW_PARTIES).toEqual(['company', 'officer']);
    for (const authorParty of WORKFLOW_PARTIES) {
      expect(commentSchema.safeParse({ ...comment, authorParty }).success).toBe(true);
    }
    expect(commentSchema.safeParse({ ...comment, authorParty: 'portal' }).success).toBe(false);
  });

  it('give a site verification findings, no findings, or no outcome yet', () => {
    const verification = {
      id: ID,
      scheduledFor: '2026-03-01T02:00:00.000Z',
      location: 'Main laboratory',
      notes: '',
      report: null,
      completedAt: null,
    };
    expect(SITE_VERIFICATION_OUTCOMES).toEqual(['findings', 'no-findings']);
    for (const outcome of [...SITE_VERIFICATION_OUTCOMES, null]) {
      expect(siteVerificationSchema.safeParse({ ...verification, outcome }).success).toBe(true);
    }
    expect(siteVerificationSchema.safeParse({ ...verification, outcome: 'passed' }).success).toBe(false);
  });
});
