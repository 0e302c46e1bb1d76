import { describe, expect, it } from 'vitest';
import { ApplicationCategory } from './application-category.js';
import { APPLICATION_STATUSES, ApplicationStatus, isEnded } from './application-status.js';
import { Programme } from './programme.js';
import {
  APPLICATION_ACTION_WORDS,
  APPLICATION_ACTIONS,
  APPLICATION_TRANSITIONS,
  type ApplicationAction,
  applicationTransition,
  type TransitionRequest,
  type WorkflowFacts,
} from './transitions.js';

const S = ApplicationStatus;
const base = { programme: Programme.LRP, category: ApplicationCategory.new } as const;
const move = (request: Omit<TransitionRequest, 'programme' | 'category'> & Partial<TransitionRequest>) =>
  applicationTransition({ ...base, ...request });

/** Facts under which every guarded action may be taken. */
const READY: Partial<WorkflowFacts> = { verificationReport: true, approvalDocuments: 1 };

describe('applicationTransition: every move of the table', () => {
  it.each(APPLICATION_TRANSITIONS.map((t) => [t.actor, t.action, t.from, t.to] as const))(
    '%s %s from %i reaches %i',
    (actor, action, status, to) => {
      const facts =
        action === 'reject-corrective-actions' ? { ...READY, correctiveActionsRejected: 1 } : READY;
      expect(move({ actor, action, status, facts })).toEqual({ ok: true, to });
    },
  );
});

describe('applicationTransition: refusals, in order of precedence', () => {
  it.each([
    [S.voided, 'Voided'],
    [S.withdrawn, 'Withdrawn'],
    [S.cancelled, 'Cancelled'],
    [S.closed, 'Closed'],
  ] as const)('an application in %i (%s) can no longer change, whoever acts', (status, label) => {
    for (const action of APPLICATION_ACTIONS) {
      for (const actor of ['company', 'officer'] as const) {
        expect(move({ actor, action, status })).toEqual({
          ok: false,
          reason: `This application is ${label} and can no longer change.`,
        });
      }
    }
  });

  it('a Recognised application may only be closed, and reads with its outcome', () => {
    expect(move({ actor: 'officer', action: 'close', status: S.recognised })).toEqual({
      ok: true,
      to: S.closed,
    });
    expect(
      move({
        actor: 'officer',
        action: 'void',
        status: S.recognised,
        category: ApplicationCategory.changeOfScope,
      }),
    ).toEqual({ ok: false, reason: 'This application is Scope Granted and can no longer change.' });
    expect(move({ actor: 'company', action: 'close', status: S.recognised })).toEqual({
      ok: false,
      reason: 'Only an officer can close this application.',
    });
  });

  const companyActions = new Set(
    APPLICATION_TRANSITIONS.filter((t) => t.actor === 'company').map((t) => t.action),
  );
  it.each(APPLICATION_ACTIONS.map((action) => [action] as const))(
    'the other side may not take %s',
    (action: ApplicationAction) => {
      const owner = companyActions.has(action) ? 'company' : 'officer';
      const other = owner === 'company' ? 'officer' : 'company';
      const from = APPLICATION_TRANSITIONS.find((t) => t.action === action)?.from as ApplicationStatus;
      expect(move({ actor: other, action, status: from })).toEqual({
        ok: false,
        reason: `Only ${owner === 'company' ? 'the company' : 'an officer'} can ${APPLICATION_ACTION_WORDS[action]}.`,
      });
    },
  );

  it('refuses every action at every open status the table does not name, with the status wording', () => {
    for (const status of APPLICATION_STATUSES.filter((s) => !isEnded(s))) {
      for (const t of APPLICATION_TRANSITIONS) {
        const named = APPLICATION_TRANSITIONS.some(
          (other) => other.from === status && other.action === t.action && other.actor === t.actor,
        );
        const outcome = move({ actor: t.actor, action: t.action, status, facts: READY });
        if (named) continue;
        expect(outcome.ok).toBe(false);
        expect(outcome).toHaveProperty(
          'reason',
          expect.stringMatching(/^You cannot .+ while the application is in .+\.$/),
        );
      }
    }
  });

  it('words the approval step by programme', () => {
    expect(move({ actor: 'company', action: 'acknowledge', status: S.pendingApprovalOrSupport })).toEqual({
      ok: false,
      reason: 'You cannot acknowledge the findings while the application is in Pending Approval.',
    });
    expect(
      move({
        actor: 'company',
        action: 'acknowledge',
        status: S.approvedOrSupported,
        programme: Programme.IBR,
      }),
    ).toEqual({
      ok: false,
      reason: 'You cannot acknowledge the findings while the application is in Supported.',
    });
  });

  it('holds every advancing move while the recognition is suspended or revoked, but not stopping ones', () => {
    const held = { programmeHeld: true, ...READY };
    expect(
      move({
        actor: 'company',
        action: 'acknowledge',
        status: S.pendingFindingsAcknowledgement,
        facts: held,
      }),
    ).toEqual({
      ok: false,
      reason:
        'The LRP recognition is suspended or revoked: its applications cannot advance until it is reinstated.',
    });
    expect(move({ actor: 'officer', action: 'void', status: S.verificationCheck, facts: held })).toEqual({
      ok: true,
      to: S.voided,
    });
    expect(
      move({ actor: 'company', action: 'mark-as-cancelled', status: S.applicationReview, facts: held }),
    ).toEqual({
      ok: true,
      to: S.cancelled,
    });
  });
});

describe('applicationTransition: what an action needs of the records', () => {
  const refused = (reason: string) => ({ ok: false, reason });
  it.each([
    ['raise-findings', S.verificationCheck, {}, refused('Upload the site verification report first.')],
    [
      'verify-without-findings',
      S.verificationCheck,
      {},
      refused('Upload the site verification report first.'),
    ],
    [
      'findings-corrected',
      S.pendingCorrectiveAction,
      { findingsAwaitingAction: 1 },
      refused('Write a corrective action for every finding: 1 finding still needs one.'),
    ],
    [
      'findings-corrected',
      S.pendingCorrectiveAction,
      { findingsAwaitingAction: 2 },
      refused('Write a corrective action for every finding: 2 findings still need one.'),
    ],
    [
      'accept-corrective-actions',
      S.correctiveActionsReview,
      { correctiveActionsUndecided: 1 },
      refused('Accept or reject every corrective action: 1 is still undecided.'),
    ],
    [
      'reject-corrective-actions',
      S.correctiveActionsReview,
      { correctiveActionsUndecided: 3 },
      refused('Accept or reject every corrective action: 3 are still undecided.'),
    ],
    [
      'accept-corrective-actions',
      S.correctiveActionsReview,
      { correctiveActionsRejected: 1 },
      refused('Some corrective actions were rejected: return them to the company instead.'),
    ],
    [
      'reject-corrective-actions',
      S.correctiveActionsReview,
      {},
      refused('No corrective action was rejected: accept them instead.'),
    ],
    [
      'start-documentary-review',
      S.preparationOfApprovalDocuments,
      {},
      refused('Add at least one approval document first.'),
    ],
    [
      'approval-documents-ready',
      S.documentaryReview,
      { approvalDocumentsRejected: 1, approvalDocumentsAwaitingResponse: 1 },
      refused('Replace the 1 approval document the company rejected first.'),
    ],
    [
      'approval-documents-ready',
      S.documentaryReview,
      { approvalDocumentsAwaitingResponse: 2 },
      refused('The company has not yet answered 2 approval documents.'),
    ],
    ['approval-documents-ready', S.documentaryReview, {}, { ok: true, to: S.approvalDocumentsReady }],
    ['findings-corrected', S.pendingCorrectiveAction, {}, { ok: true, to: S.correctiveActionsReview }],
  ] as const)('%s in %i with %j', (action, status, facts, outcome) => {
    const actor = action === 'findings-corrected' ? 'company' : 'officer';
    expect(move({ actor, action, status, facts })).toEqual(outcome);
  });
});
