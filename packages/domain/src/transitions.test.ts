import { describe, expect, it } from 'vitest';
import { ApplicationCategory } from './application-category.js';
import { type ApplicationFacts, NO_STEP_FACTS, NO_WORKFLOW_FACTS } from './application-needs.js';
import { APPLICATION_STATUSES, ApplicationStatus, isEnded, isFinalOutcome } from './application-status.js';
import { Programme } from './programme.js';
import {
  APPLICATION_TRANSITIONS,
  applicationActions,
  applicationWaitingOn,
  canTransition,
  nextStatuses,
  statusAfter,
  transitionsFrom,
} from './transitions.js';

const S = ApplicationStatus;

describe('the company', () => {
  it.each([
    [S.draft, [S.applicationReview, S.cancelled]],
    [S.applicationReview, [S.cancelled]],
    [S.requestForInformation, [S.applicationReview]],
    [S.pendingFindingsAcknowledgement, [S.pendingCorrectiveAction]],
    [S.pendingCorrectiveAction, [S.correctiveActionsReview]],
    [S.approvalDocumentsReady, [S.pendingApprovalOrSupport]],
    [S.verificationCheck, []],
    [S.recognised, []],
  ])('moves an application in status %i to %j', (from, to) => {
    expect(nextStatuses(from, 'company')).toEqual(to);
  });

  it('submits, cancels and answers by name', () => {
    expect(statusAfter(S.draft, 'submit', 'company')).toBe(S.applicationReview);
    expect(statusAfter(S.applicationReview, 'mark-as-cancelled', 'company')).toBe(S.cancelled);
    expect(statusAfter(S.requestForInformation, 'more-info-provided', 'company')).toBe(S.applicationReview);
    expect(statusAfter(S.approvalDocumentsReady, 'declaration-signature', 'company')).toBe(
      S.pendingApprovalOrSupport,
    );
  });

  it('may not take an officer action or act out of turn', () => {
    expect(statusAfter(S.applicationReview, 'void', 'company')).toBeNull();
    expect(statusAfter(S.verificationCheck, 'submit', 'company')).toBeNull();
    expect(canTransition(S.pendingApprovalOrSupport, S.approvedOrSupported, 'company')).toBe(false);
  });
});

describe('the officer', () => {
  it.each([
    [S.applicationReview, [S.requestForInformation, S.verificationCheck, S.voided, S.withdrawn]],
    [S.requestForInformation, [S.voided, S.withdrawn]],
    [
      S.verificationCheck,
      [S.pendingFindingsAcknowledgement, S.preparationOfApprovalDocuments, S.voided, S.withdrawn],
    ],
    [
      S.correctiveActionsReview,
      [S.pendingCorrectiveAction, S.preparationOfApprovalDocuments, S.voided, S.withdrawn],
    ],
    [S.preparationOfApprovalDocuments, [S.documentaryReview, S.voided, S.withdrawn]],
    [S.documentaryReview, [S.approvalDocumentsReady, S.voided, S.withdrawn]],
    [S.pendingApprovalOrSupport, [S.approvedOrSupported, S.voided, S.withdrawn]],
    [S.approvedOrSupported, [S.pendingSigning, S.voided, S.withdrawn]],
    [S.pendingSigning, [S.recognised, S.voided, S.withdrawn]],
    [S.recognised, [S.closed]],
    [S.draft, []],
  ])('moves an application in status %i to %j', (from, to) => {
    expect(nextStatuses(from, 'officer')).toEqual(to);
  });

  it('may not act for the company', () => {
    expect(canTransition(S.draft, S.applicationReview, 'officer')).toBe(false);
    expect(canTransition(S.pendingSigning, S.recognised, 'officer')).toBe(true);
    expect(statusAfter(S.verificationCheck, 'raise-findings', 'officer')).toBe(
      S.pendingFindingsAcknowledgement,
    );
  });
});

describe('the transition table', () => {
  it('ends nowhere but in an ended status, and leaves an ended status only from Recognised to Closed', () => {
    for (const status of APPLICATION_STATUSES) {
      const outgoing = [...transitionsFrom(status, 'company'), ...transitionsFrom(status, 'officer')];
      if (outgoing.length === 0) expect(isEnded(status)).toBe(true);
      if (isEnded(status))
        expect(outgoing.map((t) => t.to)).toEqual(
          isFinalOutcome(status) && status === S.recognised ? [S.closed] : [],
        );
    }
  });

  it('reaches every status from Draft', () => {
    const reached = new Set<ApplicationStatus>([S.draft]);
    for (let added = true; added; ) {
      added = false;
      for (const t of APPLICATION_TRANSITIONS) {
        if (reached.has(t.from) && !reached.has(t.to)) {
          reached.add(t.to);
          added = true;
        }
      }
    }
    expect(reached.size).toBe(APPLICATION_STATUSES.length);
  });

  it('names each move from a status once per actor', () => {
    const keys = APPLICATION_TRANSITIONS.map((t) => `${t.from} ${t.actor} ${t.action}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('applicationActions and applicationWaitingOn', () => {
  const records = (overrides: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
    ...NO_WORKFLOW_FACTS,
    ...NO_STEP_FACTS,
    programme: Programme.LRP,
    category: ApplicationCategory.new,
    ...overrides,
  });

  it('does not offer the approval documents as ready while the company owes an answer, and says whose move it is', () => {
    const waiting = records({ approvalDocuments: 1, approvalDocumentsAwaitingResponse: 1 });
    const ready = applicationActions('officer', ApplicationStatus.documentaryReview, waiting).find(
      (action) => action.name === 'approval-documents-ready',
    );
    expect(ready).toEqual({
      name: 'approval-documents-ready',
      open: false,
      reason: 'The company has not yet answered 1 approval document.',
    });
    expect(applicationWaitingOn(ApplicationStatus.documentaryReview, waiting)).toBe('company');
    expect(applicationWaitingOn(ApplicationStatus.documentaryReview, records({ approvalDocuments: 1 }))).toBe(
      'officer',
    );
  });

  it('waits on nobody once the application ended, and on the regulator where the company may only cancel', () => {
    expect(applicationWaitingOn(ApplicationStatus.withdrawn, records())).toBeNull();
    expect(applicationWaitingOn(ApplicationStatus.applicationReview, records())).toBe('officer');
    expect(applicationWaitingOn(ApplicationStatus.requestForInformation, records())).toBe('company');
  });
});
