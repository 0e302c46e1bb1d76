import { ApplicationStatus, CorrectiveActionStatus, Programme } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import { availableActions } from './available-actions';
import { approvalDocument, finding, invoice, officerCase, verification } from './case-fixture';

const S = ApplicationStatus;
/** The forms the case view offers open, in order. */
const kindsOf = (...args: Parameters<typeof officerCase>) =>
  availableActions(officerCase(...args))
    .filter((action) => action.open)
    .map((action) => action.kind);
/** The forms shown closed, each with the API's reason. */
const closedOf = (...args: Parameters<typeof officerCase>) =>
  availableActions(officerCase(...args))
    .filter((action) => !action.open)
    .map((action) => [action.kind, action.reason]);

describe('availableActions', () => {
  it('offers the moves out of Application Review, the invoice, a comment and the endings', () => {
    expect(kindsOf(S.applicationReview)).toEqual([
      'request-information',
      'schedule-verification',
      'issue-invoice',
      'comment',
      'void',
      'withdraw',
    ]);
  });

  it('offers nothing to move while the company answers a request, but still lets the officer end it', () => {
    expect(kindsOf(S.requestForInformation)).toEqual(['issue-invoice', 'comment', 'void', 'withdraw']);
  });

  it('asks for the verification report before its outcome, then offers both', () => {
    const before = availableActions(officerCase(S.verificationCheck, { verification: verification(false) }));
    expect(before.map((action) => action.title)).toContain('Upload the verification report');
    expect(kindsOf(S.verificationCheck, { verification: verification(false) })).not.toContain(
      'verification-outcome',
    );
    expect(closedOf(S.verificationCheck, { verification: verification(false) })).toEqual([
      ['verification-outcome', 'Upload the site verification report first.'],
    ]);

    const after = availableActions(officerCase(S.verificationCheck, { verification: verification(true) }));
    expect(after.map((action) => action.title)).toContain('Replace the verification report');
    expect(after.map((action) => action.kind)).toContain('verification-outcome');
  });

  it('offers the review of corrective actions only when one waits for a decision', () => {
    expect(
      kindsOf(S.correctiveActionsReview, { findings: [finding(1, CorrectiveActionStatus.submitted)] }),
    ).toContain('corrective-action-review');
    expect(
      kindsOf(S.correctiveActionsReview, { findings: [finding(1, CorrectiveActionStatus.accepted)] }),
    ).not.toContain('corrective-action-review');
    expect(
      closedOf(S.correctiveActionsReview, { findings: [finding(1, CorrectiveActionStatus.accepted)] }),
    ).toEqual([['corrective-action-review', 'No corrective action is waiting for a decision.']]);
  });

  it('offers new versions and documentary review once an approval document exists', () => {
    expect(kindsOf(S.preparationOfApprovalDocuments)).toEqual(
      expect.not.arrayContaining(['approval-version', 'documentary-review']),
    );
    const prepared = kindsOf(S.preparationOfApprovalDocuments, {
      approvalDocuments: [approvalDocument('Scope of recognition')],
    });
    expect(prepared).toEqual(
      expect.arrayContaining(['approval-document', 'approval-version', 'documentary-review']),
    );
    expect(kindsOf(S.documentaryReview, { approvalDocuments: [approvalDocument('Scope', true)] })).toEqual(
      expect.arrayContaining(['approval-document', 'approval-version', 'approval-documents-ready']),
    );
  });

  it('shows the documents as not ready, with the API’s reason, while the company owes an answer', () => {
    const waiting = { approvalDocuments: [approvalDocument('Scope')] };
    expect(kindsOf(S.documentaryReview, waiting)).not.toContain('approval-documents-ready');
    expect(closedOf(S.documentaryReview, waiting)).toEqual([
      ['approval-documents-ready', 'The company has not yet answered 1 approval document.'],
    ]);
  });

  it('says why nothing advances while the company’s recognition is suspended, and still lets it end', () => {
    const held =
      'The LRP recognition is suspended or revoked: its applications cannot advance until it is reinstated.';
    expect(kindsOf(S.pendingApprovalOrSupport, {}, Programme.LRP, true)).toEqual([
      'issue-invoice',
      'comment',
      'void',
      'withdraw',
    ]);
    expect(closedOf(S.pendingApprovalOrSupport, {}, Programme.LRP, true)).toEqual([['approve', held]]);
  });

  it('names the approval step as the programme words it', () => {
    const titleOf = (programme: Programme) =>
      availableActions(officerCase(S.pendingApprovalOrSupport, {}, programme))[0]?.title;
    expect(titleOf(Programme.LRP)).toBe('Approve the application');
    expect(titleOf(Programme.IBR)).toBe('Support the application');
  });

  it('records the payment of an unpaid invoice only, and issues an invoice once', () => {
    expect(kindsOf(S.pendingSigning, { invoice: invoice(false) })).toEqual(
      expect.arrayContaining(['recognise', 'record-payment']),
    );
    expect(kindsOf(S.pendingSigning, { invoice: invoice(false) })).not.toContain('issue-invoice');
    expect(kindsOf(S.pendingSigning, { invoice: invoice(true) })).not.toContain('record-payment');
  });

  it('lets a recognised application be closed, and an ended one nothing', () => {
    expect(kindsOf(S.recognised)).toEqual(['close']);
    expect(kindsOf(S.recognised, { invoice: invoice(false) })).toEqual(['record-payment', 'close']);
    expect(kindsOf(S.voided)).toEqual([]);
    expect(kindsOf(S.withdrawn)).toEqual([]);
  });
});
