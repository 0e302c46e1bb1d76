import { describe, expect, it } from 'vitest';
import {
  APPLICATION_CASE,
  APPLICATION_STEPS,
  APPLICATION_TRANSITIONS,
  type ApplicationAction,
  type ApplicationStep,
} from './application-case.js';
import { ApplicationCategory } from './application-category.js';
import { type ApplicationFacts, NO_WORKFLOW_FACTS } from './application-needs.js';
import { APPLICATION_STATUSES, ApplicationStatus } from './application-status.js';
import { stepRefusal } from './application-steps.js';
import { type Actor, actionsOf, availableActions } from './case-definition.js';
import { Programme } from './programme.js';
import { applicationTransition } from './transitions.js';

const S = ApplicationStatus;
const facts = (overrides: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  ...NO_WORKFLOW_FACTS,
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
    expect(actionsOf(APPLICATION_CASE, 'officer').slice(-6)).toEqual([
      'withdraw',
      'comment',
      'verification-report',
      'prepare-approval-document',
      'issue-invoice',
      'record-payment',
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
    ).toEqual([undecided, undecided]);
    expect(review.filter((action) => action.open).map((action) => action.name)).toEqual([
      'void',
      'withdraw',
      'comment',
      'issue-invoice',
      'record-payment',
    ]);
  });

  it('words an ended application’s refusals by its outcome', () => {
    const closed = availableActions(
      APPLICATION_CASE,
      S.recognised,
      'officer',
      facts({ category: ApplicationCategory.changeOfScope }),
    );
    expect(closed.filter((action) => action.open).map((action) => action.name)).toEqual([
      'close',
      'record-payment',
    ]);
    expect(new Set(closed.filter((action) => !action.open).map((action) => action.reason))).toEqual(
      new Set(['This application is Scope Granted and can no longer change.']),
    );
  });

  it('agrees with applicationTransition and stepRefusal for every status and side', () => {
    const ready = facts({ verificationReport: true, approvalDocuments: 1 });
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
    for (const status of APPLICATION_STATUSES) {
      for (const actor of ['company', 'officer'] as const) {
        for (const { name, open, reason } of availableActions(APPLICATION_CASE, status, actor, ready)) {
          expect(reason).toBe(refusal(actor, status, name));
          expect(open).toBe(reason === null);
        }
      }
    }
  });
});
