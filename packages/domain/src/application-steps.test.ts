import { describe, expect, it } from 'vitest';
import { ApplicationCategory } from './application-category.js';
import { APPLICATION_STATUSES, ApplicationStatus } from './application-status.js';
import { APPLICATION_STEPS, type ApplicationStep, stepRefusal } from './application-steps.js';
import { Programme } from './programme.js';

const S = ApplicationStatus;
const refusal = (actor: 'company' | 'officer', step: ApplicationStep, status: ApplicationStatus) =>
  stepRefusal(actor, step, status, Programme.AOR, ApplicationCategory.new);

describe('stepRefusal', () => {
  it.each(
    Object.entries(APPLICATION_STEPS).flatMap(([step, rule]) =>
      rule.actors.flatMap((actor) =>
        rule.statuses.map((status) => [actor, step as ApplicationStep, status] as const),
      ),
    ),
  )('%s may take %s in %i', (actor, step, status) => {
    expect(refusal(actor, step, status)).toBeNull();
  });

  it('names the side that may take a one-sided step', () => {
    expect(refusal('officer', 'save-corrective-action', S.pendingCorrectiveAction)).toBe(
      'Only the company can change corrective actions.',
    );
    expect(refusal('company', 'verification-report', S.verificationCheck)).toBe(
      'Only an officer can upload the verification report.',
    );
  });

  it('refuses a step at the wrong moment, and on an ended application', () => {
    expect(refusal('company', 'respond-to-document', S.preparationOfApprovalDocuments)).toBe(
      'You cannot respond to approval documents while the application is in Preparation Of Approval Documents.',
    );
    expect(refusal('company', 'comment', S.draft)).toBe(
      'You cannot add a comment while the application is in Draft.',
    );
    expect(refusal('officer', 'comment', S.withdrawn)).toBe(
      'This application is Withdrawn and can no longer change.',
    );
    expect(refusal('officer', 'issue-invoice', S.approvedOrSupported)).toBeNull();
    expect(refusal('officer', 'record-payment', S.closed)).toBeNull();
    expect(refusal('officer', 'record-payment', S.voided)).toBe(
      'This application is Voided and can no longer change.',
    );
  });

  it('opens comments on every open submitted application, to both sides', () => {
    const open = APPLICATION_STATUSES.filter((status) => refusal('company', 'comment', status) === null);
    expect(open).toHaveLength(12);
    expect(open).not.toContain(S.draft);
    expect(open).not.toContain(S.recognised);
  });
});
