import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_WORKFLOW_ORDER,
  APPLICATION_STATUSES,
  APPROVAL_DOCUMENTS_VISIBLE_STATUSES,
  APPROVAL_STAGE_STATUSES,
  ApplicationStatus,
  applicationStatusSchema,
  areApprovalDocumentsVisible,
  areCorrectiveActionsVisible,
  areFindingsVisible,
  BEYOND_REVIEW_STATUSES,
  CORRECTIVE_ACTIONS_VISIBLE_STATUSES,
  compareStatus,
  ENDED_STATUSES,
  FINAL_OUTCOME_STATUSES,
  FINDINGS_VISIBLE_STATUSES,
  isApplicationStatus,
  isApprovalStage,
  isAtOrAfter,
  isBeyondReview,
  isDeclarationOfAcceptanceVisible,
  isEnded,
  isFinalOutcome,
  isOpenApplication,
  isSubmitted,
  SUBMITTED_STATUSES,
  statusesFrom,
  workflowPosition,
} from './application-status.js';

const S = ApplicationStatus;
const anyStatus = fc.constantFrom(...APPLICATION_STATUSES);

describe('application statuses', () => {
  it('are the 18 codes of docs/requirements.md §4 with their labels', () => {
    expect(Object.entries(APPLICATION_STATUS_LABELS).map(([code, label]) => `${code} ${label}`)).toEqual([
      '1 Draft',
      '2 Application Review',
      '3 Request For Information',
      '4 Verification Check',
      '5 Pending Findings Acknowledgement',
      '6 Pending Corrective Action',
      '7 Corrective Actions Review',
      '8 Preparation Of Approval Documents',
      '9 Documentary Review',
      '10 Approval Documents Ready',
      '11 Pending Approval / Pending Support',
      '12 Recognised',
      '13 Closed',
      '14 Voided',
      '15 Withdrawn',
      '16 Cancelled',
      '1101 Approved or Supported',
      '1102 Pending Signing',
    ]);
    expect(APPLICATION_STATUSES).toHaveLength(18);
  });

  it('are validated by code', () => {
    expect(applicationStatusSchema.safeParse(1102).success).toBe(true);
    expect(applicationStatusSchema.safeParse(17).success).toBe(false);
    expect(isApplicationStatus(1101)).toBe(true);
    expect(isApplicationStatus(1103)).toBe(false);
  });
});

describe('workflow order', () => {
  it('holds every status once, with 1101 and 1102 between 11 and 12', () => {
    expect(APPLICATION_STATUS_WORKFLOW_ORDER).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1101, 1102, 12, 13, 14, 15, 16,
    ]);
    expect([...APPLICATION_STATUS_WORKFLOW_ORDER].sort((a, b) => a - b)).toEqual(
      [...APPLICATION_STATUSES].sort((a, b) => a - b),
    );
  });

  it('compares by position, not by code', () => {
    expect(compareStatus(S.approvedOrSupported, S.recognised)).toBeLessThan(0);
    expect(compareStatus(S.pendingSigning, S.pendingApprovalOrSupport)).toBeGreaterThan(0);
    expect(compareStatus(S.voided, S.voided)).toBe(0);
    expect(isAtOrAfter(S.pendingSigning, S.approvalDocumentsReady)).toBe(true);
    expect(isAtOrAfter(S.pendingSigning, S.recognised)).toBe(false);
    expect(workflowPosition(S.draft)).toBe(0);
    expect(workflowPosition(S.cancelled)).toBe(17);
  });

  it('sorts statuses into workflow order', () => {
    const shuffled = [
      S.recognised,
      S.pendingSigning,
      S.draft,
      S.approvedOrSupported,
      S.pendingApprovalOrSupport,
    ];
    expect(shuffled.sort(compareStatus)).toEqual([S.draft, 11, 1101, 1102, S.recognised]);
  });

  it('is a total order: antisymmetric and transitive', () => {
    fc.assert(
      fc.property(anyStatus, anyStatus, anyStatus, (a, b, c) => {
        expect(Math.sign(compareStatus(a, b)) + Math.sign(compareStatus(b, a))).toBe(0);
        if (isAtOrAfter(b, a) && isAtOrAfter(c, b)) expect(isAtOrAfter(c, a)).toBe(true);
      }),
    );
  });

  it('gives ranges of statuses, to the end by default', () => {
    expect(statusesFrom(S.approvalDocumentsReady, S.recognised)).toEqual([10, 11, 1101, 1102, 12]);
    expect(statusesFrom(S.voided)).toEqual([14, 15, 16]);
  });
});

describe('status groups of docs/requirements.md §4', () => {
  it('submitted: everything except Draft', () => {
    expect(SUBMITTED_STATUSES).toEqual(APPLICATION_STATUS_WORKFLOW_ORDER.slice(1));
    expect(isSubmitted(S.draft)).toBe(false);
    expect(isSubmitted(S.cancelled)).toBe(true);
  });

  it('beyond review: not Draft, Application Review or Request For Information', () => {
    expect(BEYOND_REVIEW_STATUSES).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 1101, 1102, 12, 13, 14, 15, 16]);
    expect(isBeyondReview(S.requestForInformation)).toBe(false);
    expect(isBeyondReview(S.verificationCheck)).toBe(true);
  });

  it('findings: from Pending Findings Acknowledgement up to Voided, included', () => {
    expect(FINDINGS_VISIBLE_STATUSES).toEqual([5, 6, 7, 8, 9, 10, 11, 1101, 1102, 12, 13, 14]);
    expect(areFindingsVisible(S.voided)).toBe(true);
    expect(areFindingsVisible(S.withdrawn)).toBe(false);
    expect(areFindingsVisible(S.verificationCheck)).toBe(false);
  });

  it('corrective actions: from Pending Corrective Action onward', () => {
    expect(CORRECTIVE_ACTIONS_VISIBLE_STATUSES).toEqual([6, 7, 8, 9, 10, 11, 1101, 1102, 12, 13, 14, 15, 16]);
    expect(areCorrectiveActionsVisible(S.pendingSigning)).toBe(true);
    expect(areCorrectiveActionsVisible(S.pendingFindingsAcknowledgement)).toBe(false);
  });

  it('approval documents: from Preparation Of Approval Documents onward', () => {
    expect(APPROVAL_DOCUMENTS_VISIBLE_STATUSES).toEqual([8, 9, 10, 11, 1101, 1102, 12, 13, 14, 15, 16]);
    expect(areApprovalDocumentsVisible(S.approvedOrSupported)).toBe(true);
    expect(areApprovalDocumentsVisible(S.correctiveActionsReview)).toBe(false);
  });

  it('final outcome: Recognised and Closed', () => {
    expect(FINAL_OUTCOME_STATUSES).toEqual([12, 13]);
    expect(isFinalOutcome(S.closed)).toBe(true);
    expect(isFinalOutcome(S.voided)).toBe(false);
  });

  it('approval stage: Approval Documents Ready, Pending Approval/Support, Approved/Supported, Pending Signing', () => {
    expect([...APPROVAL_STAGE_STATUSES].sort((a, b) => a - b)).toEqual([10, 11, 1101, 1102]);
    expect(isApprovalStage(S.pendingSigning)).toBe(true);
    expect(isApprovalStage(S.recognised)).toBe(false);
  });

  it('the declaration of acceptance: throughout the approval stage, and after it once signed', () => {
    expect(isDeclarationOfAcceptanceVisible(S.documentaryReview, true)).toBe(false);
    expect(isDeclarationOfAcceptanceVisible(S.approvalDocumentsReady, false)).toBe(true);
    expect(isDeclarationOfAcceptanceVisible(S.pendingSigning, false)).toBe(true);
    expect(isDeclarationOfAcceptanceVisible(S.recognised, true)).toBe(true);
    expect(isDeclarationOfAcceptanceVisible(S.recognised, false)).toBe(false);
    // Withdrawn before the approval stage: never signed, so nothing to show.
    expect(isDeclarationOfAcceptanceVisible(S.withdrawn, false)).toBe(false);
  });

  it('ended: the final outcomes and the stopped applications; every other is open', () => {
    expect([...ENDED_STATUSES].sort((a, b) => a - b)).toEqual([12, 13, 14, 15, 16]);
    expect(isEnded(S.withdrawn)).toBe(true);
    expect(isOpenApplication(S.draft)).toBe(true);
    expect(isOpenApplication(S.pendingSigning)).toBe(true);
    expect(isOpenApplication(S.recognised)).toBe(false);
  });

  it('agree with their lists for every status', () => {
    const groups = [
      [SUBMITTED_STATUSES, isSubmitted],
      [BEYOND_REVIEW_STATUSES, isBeyondReview],
      [FINDINGS_VISIBLE_STATUSES, areFindingsVisible],
      [CORRECTIVE_ACTIONS_VISIBLE_STATUSES, areCorrectiveActionsVisible],
      [APPROVAL_DOCUMENTS_VISIBLE_STATUSES, areApprovalDocumentsVisible],
      [FINAL_OUTCOME_STATUSES, isFinalOutcome],
      [APPROVAL_STAGE_STATUSES, isApprovalStage],
      [ENDED_STATUSES, isEnded],
    ] as const;
    for (const [list, predicate] of groups) {
      for (const status of APPLICATION_STATUSES) expect(predicate(status)).toBe(list.includes(status));
    }
  });
});
