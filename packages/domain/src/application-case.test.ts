import { describe, expect, it } from 'vitest';
import {
  APPLICATION_CASE,
  APPLICATION_STEPS,
  APPLICATION_TRANSITIONS,
  type ApplicationAction,
  type ApplicationStep,
} from './application-case.js';
import { ApplicationCategory } from './application-category.js';
import {
  type ApplicationFacts,
  INVOICE_MESSAGES,
  NO_STEP_FACTS,
  NO_WORKFLOW_FACTS,
} from './application-needs.js';
import { APPLICATION_STATUSES, ApplicationStatus } from './application-status.js';
import { stepRefusal } from './application-steps.js';
import { type Actor, actionsOf, availableActions } from './case-definition.js';
import { Programme } from './programme.js';
import { applicationTransition } from './transitions.js';

const S = ApplicationStatus;
const facts = (overrides: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  ...NO_WORKFLOW_FACTS,
  ...NO_STEP_FACTS,
  programme: Programme.LRP,
  category: ApplicationCategory.new,
  ...overrides,
});

describe("the application's case", () => {
  it('gives each side its moves in the table’s order, then its steps', () => {
    expect(actionsOf(APPLICATION_CASE, 'company')).toEqual([
      'submit',
      'mark-as-cancelled',
      'more-info-provided',
      'acknowledge',
      'findings-corrected',
      'declaration-signature',
      'save-corrective-action',
      'respond-to-document',
      'comment',
    ]);
    expect(actionsOf(APPLICATION_CASE, 'officer').slice(-8)).toEqual([
      'withdraw',
      'comment',
      'verification-report',
      'prepare-approval-document',
      'issue-invoice',
      'record-payment',
      'review-corrective-actions',
      'revise-approval-document',
    ]);
  });

  it('names no action both a move and a step', () => {
    const moves = new Set<string>(APPLICATION_TRANSITIONS.map((move) => move.action));
    expect(Object.keys(APPLICATION_STEPS).filter((step) => moves.has(step))).toEqual([]);
  });
});

describe('availableActions of an application', () => {
  it('offers the company in Draft its submission and cancellation, and says why not the rest', () => {
    expect(availableActions(APPLICATION_CASE, S.draft, 'company', facts())).toEqual([
      { name: 'submit', open: true, reason: null },
      { name: 'mark-as-cancelled', open: true, reason: null },
      ...[
        ['more-info-provided', 'answer a request for information'],
        ['acknowledge', 'acknowledge the findings'],
        ['findings-corrected', 'submit corrective actions'],
        ['declaration-signature', 'sign the declaration'],
        ['save-corrective-action', 'change corrective actions'],
        ['respond-to-document', 'respond to approval documents'],
        ['comment', 'add a comment'],
      ].map(([name, words]) => ({
        name,
        open: false,
        reason: `You cannot ${words} while the application is in Draft.`,
      })),
    ]);
  });

  it('says why the officer may not yet decide on corrective actions, while the endings stay open', () => {
    const review = availableActions(
      APPLICATION_CASE,
      S.correctiveActionsReview,
      'officer',
      facts({ correctiveActionsUndecided: 1, programmeHeld: true }),
    );
    const undecided = 'Accept or reject every corrective action: 1 is still undecided.';
    const held =
      'The LRP recognition is suspended or revoked: its applications cannot advance until it is reinstated.';
    expect(
      review.filter((action) => action.reason !== null && !action.reason.startsWith('You cannot')),
    ).toEqual([
      { name: 'reject-corrective-actions', open: false, reason: held },
      { name: 'accept-corrective-actions', open: false, reason: held },
      { name: 'record-payment', open: false, reason: INVOICE_MESSAGES.noInvoice },
      { name: 'review-corrective-actions', open: false, reason: held },
    ]);
    expect(
      availableActions(
        APPLICATION_CASE,
        S.correctiveActionsReview,
        'officer',
        facts({ correctiveActionsUndecided: 1 }),
      )
        .filter((action) => action.name.endsWith('corrective-actions'))
        .map((action) => action.reason),
    ).toEqual([undecided, undecided, null]);
    expect(review.filter((action) => action.open).map((action) => action.name)).toEqual([
      'void',
      'withdraw',
      'comment',
      'issue-invoice',
    ]);
  });

  it('words an ended application’s refusals by its outcome', () => {
    const closed = availableActions(
      APPLICATION_CASE,
      S.recognised,
      'officer',
      facts({ category: ApplicationCategory.changeOfScope, invoiceNumber: 'INV-2026-0001' }),
    );
    expect(closed.filter((action) => action.open).map((action) => action.name)).toEqual([
      'close',
      'record-payment',
    ]);
    expect(new Set(closed.filter((action) => !action.open).map((action) => action.reason))).toEqual(
      new Set(['This application is Scope Granted and can no longer change.']),
    );
  });

  it('agrees with applicationTransition, and with stepRefusal where the records allow the step, for every status and side', () => {
    const ready = facts({
      verificationReport: true,
      approvalDocuments: 1,
      approvalDocumentsAwaitingResponse: 1,
      correctiveActionsUndecided: 1,
      invoiceNumber: 'INV-2026-0001',
    });
    const { programme, category } = ready;
    const isStep = (name: string): name is ApplicationStep => name in APPLICATION_STEPS;
    const refusal = (actor: Actor, status: ApplicationStatus, name: ApplicationAction | ApplicationStep) => {
      if (isStep(name)) return stepRefusal(actor, name, status, programme, category);
      const outcome = applicationTransition({
        actor,
        status,
        action: name,
        programme,
        category,
        facts: ready,
      });
      return outcome.ok ? null : outcome.reason;
    };
    const recordsRefusal = INVOICE_MESSAGES.alreadyIssued('INV-2026-0001');
    for (const status of APPLICATION_STATUSES) {
      for (const actor of ['company', 'officer'] as const) {
        for (const { name, open, reason } of availableActions(APPLICATION_CASE, status, actor, ready)) {
          const expected = refusal(actor, status, name);
          // The step runner checks an invoice in the step's work; the list says so before the form.
          if (name === 'issue-invoice' && expected === null) expect(reason).toBe(recordsRefusal);
          else expect(reason).toBe(expected);
          expect(open).toBe(reason === null);
        }
      }
    }
  });
});

describe('what the steps need of the records', () => {
  const reasonOf = (
    status: ApplicationStatus,
    actor: Actor,
    name: ApplicationAction | ApplicationStep,
    overrides: Partial<ApplicationFacts>,
  ) =>
    availableActions(APPLICATION_CASE, status, actor, facts(overrides)).find((a) => a.name === name)?.reason;

  it('offers the company a response only while an approval document waits for its answer', () => {
    expect(reasonOf(S.documentaryReview, 'company', 'respond-to-document', {})).toBe(
      'No approval document is waiting for an answer.',
    );
    expect(
      reasonOf(S.documentaryReview, 'company', 'respond-to-document', {
        approvalDocumentsAwaitingResponse: 1,
      }),
    ).toBeNull();
  });

  it('offers the review of corrective actions only while one awaits a decision, and not on a held programme', () => {
    expect(reasonOf(S.correctiveActionsReview, 'officer', 'review-corrective-actions', {})).toBe(
      'No corrective action is waiting for a decision.',
    );
    expect(
      reasonOf(S.correctiveActionsReview, 'officer', 'review-corrective-actions', {
        correctiveActionsUndecided: 2,
      }),
    ).toBeNull();
    expect(reasonOf(S.pendingCorrectiveAction, 'officer', 'review-corrective-actions', {})).toBe(
      'You cannot review corrective actions while the application is in Pending Corrective Action.',
    );
  });

  it('offers a new version of an approval document only once one is prepared', () => {
    expect(reasonOf(S.preparationOfApprovalDocuments, 'officer', 'revise-approval-document', {})).toBe(
      'Add an approval document first.',
    );
    expect(
      reasonOf(S.documentaryReview, 'officer', 'revise-approval-document', { approvalDocuments: 1 }),
    ).toBeNull();
  });

  it('offers one invoice, and its payment once, in the API’s words', () => {
    const status = S.verificationCheck;
    expect(reasonOf(status, 'officer', 'issue-invoice', {})).toBeNull();
    expect(reasonOf(status, 'officer', 'record-payment', {})).toBe(
      'No invoice has been issued for this application.',
    );
    const issued = { invoiceNumber: 'INV-2026-0007' };
    expect(reasonOf(status, 'officer', 'issue-invoice', issued)).toBe(
      'Invoice INV-2026-0007 has already been issued for this application.',
    );
    expect(reasonOf(status, 'officer', 'record-payment', issued)).toBeNull();
    expect(
      reasonOf(status, 'officer', 'record-payment', {
        ...issued,
        invoicePaidAt: new Date('2026-12-01T04:00:00Z'),
      }),
    ).toBe('Invoice INV-2026-0007 was already recorded as paid on 01 Dec 2026.');
  });

  it('leaves what a step needs of the records to its work in stepRefusal', () => {
    expect(
      stepRefusal(
        'company',
        'respond-to-document',
        S.documentaryReview,
        Programme.LRP,
        ApplicationCategory.new,
      ),
    ).toBeNull();
    expect(
      stepRefusal('officer', 'record-payment', S.verificationCheck, Programme.LRP, ApplicationCategory.new),
    ).toBeNull();
  });
});
