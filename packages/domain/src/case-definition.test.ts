import { describe, expect, it } from 'vitest';
import {
  type Actor,
  actionsOf,
  availableActions,
  type CaseDefinition,
  companyMove,
  movesFrom,
  moveTarget,
  officerMove,
  openActions,
  refusalOf,
  statusesOpenTo,
  stepsOf,
  takeAction,
} from './case-definition.js';

/** A small case of its own, so that each rule of the functions shows apart from any real case's. */
type State = 'draft' | 'sent' | 'answered' | 'closed';
type Name = 'send' | 'answer' | 'close' | 'note' | 'attach';
type MoveName = 'send' | 'answer' | 'close';
interface Facts {
  readonly written: boolean;
  readonly attachments: number;
  readonly blocked: boolean;
}

const QUESTION: CaseDefinition<State, MoveName, 'note' | 'attach', Facts> = {
  moves: [
    companyMove('draft', 'sent', 'send'),
    officerMove('sent', 'answered', 'answer'),
    officerMove('sent', 'closed', 'close'),
    officerMove('answered', 'closed', 'close'),
  ],
  steps: {
    note: { actors: ['company', 'officer'], statuses: ['draft', 'sent', 'answered'] },
    attach: { actors: ['company'], statuses: ['draft'] },
  },
  words: {
    send: 'send the question',
    answer: 'answer the question',
    close: 'close the question',
    note: 'add a note',
    attach: 'attach a file',
  },
  guards: {
    send: [
      { holds: (facts) => !facts.blocked, refusal: 'The company is blocked.', beforeStatus: true },
      { holds: (facts) => facts.written, refusal: 'Write the question first.' },
    ],
    attach: [
      {
        holds: (facts) => facts.attachments < 3,
        refusal: (facts, actor) => `The ${actor} has attached ${facts.attachments} files already.`,
      },
    ],
  },
  ended: { is: (state) => state === 'closed', refusal: (state) => `This question is ${state}.` },
  wrongMoment: ({ words, state, allowed }) =>
    `You cannot ${words} while it is ${state}, only while it is ${allowed.join(' or ')}.`,
};

const READY: Facts = { written: true, attachments: 0, blocked: false };

describe('the moves helpers', () => {
  it('write a move of either side', () => {
    expect(companyMove('draft', 'sent', 'send')).toEqual({
      from: 'draft',
      to: 'sent',
      actor: 'company',
      action: 'send',
    });
    expect(officerMove(null, 3, 'send')).toEqual({ from: null, to: 3, actor: 'officer', action: 'send' });
  });
});

describe('actionsOf', () => {
  it('lists the moves in their order, each once, then the steps', () => {
    expect(actionsOf(QUESTION, 'company')).toEqual(['send', 'note', 'attach']);
    expect(actionsOf(QUESTION, 'officer')).toEqual(['answer', 'close', 'note']);
  });

  it('lists moves alone where a case has no steps', () => {
    expect(actionsOf({ ...QUESTION, steps: undefined }, 'company')).toEqual(['send']);
    expect(stepsOf({ ...QUESTION, steps: undefined })).toEqual([]);
  });

  it('gives the steps with their rules, in their order', () => {
    expect(stepsOf(QUESTION).map(([name, step]) => [name, step.actors])).toEqual([
      ['note', ['company', 'officer']],
      ['attach', ['company']],
    ]);
  });
});

describe('movesFrom and moveTarget', () => {
  it('give the moves of one actor from one status, before any guard', () => {
    expect(movesFrom(QUESTION, 'sent', 'officer').map((move) => move.to)).toEqual(['answered', 'closed']);
    expect(movesFrom(QUESTION, 'sent', 'company')).toEqual([]);
    expect(moveTarget(QUESTION, 'answered', 'officer', 'close')).toBe('closed');
    expect(moveTarget(QUESTION, 'draft', 'officer', 'close')).toBeNull();
    expect(moveTarget(QUESTION, 'draft', 'company', 'note')).toBeNull();
  });
});

describe('statusesOpenTo', () => {
  it.each<[Actor, Name, State[]]>([
    ['officer', 'close', ['sent', 'answered']],
    ['company', 'close', []],
    ['company', 'note', ['draft', 'sent', 'answered']],
    ['officer', 'attach', []],
  ])('the %s may %s in %j', (actor, action, statuses) => {
    expect(statusesOpenTo(QUESTION, actor, action)).toEqual(statuses);
  });

  it('names a status once where two moves of one action leave it', () => {
    const twice: typeof QUESTION = {
      ...QUESTION,
      moves: [...QUESTION.moves, officerMove('sent', 'draft', 'close')],
    };
    expect(statusesOpenTo(twice, 'officer', 'close')).toEqual(['sent', 'answered']);
  });
});

describe('refusalOf, in order of precedence', () => {
  const refusal = (state: State, actor: Actor, action: Name, facts: Partial<Facts> = {}) =>
    refusalOf(QUESTION, state, actor, action, { ...READY, ...facts });

  it('refuses a move on an ended case first, whoever asks', () => {
    expect(refusal('closed', 'company', 'send', { blocked: true })).toBe('This question is closed.');
    expect(refusal('closed', 'officer', 'answer')).toBe('This question is closed.');
  });

  it('refuses a step on an ended case by the actor first, then the moment', () => {
    expect(refusal('closed', 'officer', 'attach')).toBe('Only the company can attach a file.');
    expect(refusal('closed', 'officer', 'note')).toBe(
      'You cannot add a note while it is closed, only while it is draft or sent or answered.',
    );
  });

  it('names the other side to the wrong actor', () => {
    expect(refusal('draft', 'officer', 'send')).toBe('Only the company can send the question.');
    expect(refusal('sent', 'company', 'answer')).toBe('Only an officer can answer the question.');
  });

  it('checks a guard that comes before the status ahead of it, the others after it', () => {
    expect(refusal('sent', 'company', 'send', { blocked: true, written: false })).toBe(
      'The company is blocked.',
    );
    expect(refusal('sent', 'company', 'send', { written: false })).toBe(
      'You cannot send the question while it is sent, only while it is draft.',
    );
    expect(refusal('draft', 'company', 'send', { written: false })).toBe('Write the question first.');
  });

  it('words a guard from the facts and the actor', () => {
    expect(refusal('draft', 'company', 'attach', { attachments: 3 })).toBe(
      'The company has attached 3 files already.',
    );
  });

  it('allows what every rule allows', () => {
    expect(refusal('draft', 'company', 'send')).toBeNull();
    expect(refusal('answered', 'officer', 'close')).toBeNull();
    expect(refusal('draft', 'company', 'attach', { attachments: 2 })).toBeNull();
  });

  it('needs no ending, steps or guards of a case', () => {
    const bare: CaseDefinition<State, 'send' | 'close'> = {
      moves: [companyMove('draft', 'sent', 'send'), officerMove('sent', 'closed', 'close')],
      words: { send: 'send it', close: 'close it' },
      wrongMoment: ({ words }) => `Not now: ${words}.`,
    };
    expect(refusalOf(bare, 'closed', 'company', 'send', undefined)).toBe('Not now: send it.');
    expect(refusalOf(bare, 'sent', 'officer', 'close', undefined)).toBeNull();
  });
});

describe('takeAction', () => {
  it('moves the case, keeps it where it is for a step, and refuses with the reason', () => {
    expect(takeAction(QUESTION, 'sent', 'officer', 'answer', READY)).toEqual({ ok: true, to: 'answered' });
    expect(takeAction(QUESTION, 'sent', 'company', 'note', READY)).toEqual({ ok: true, to: 'sent' });
    expect(takeAction(QUESTION, 'draft', 'company', 'send', { ...READY, written: false })).toEqual({
      ok: false,
      reason: 'Write the question first.',
    });
  });
});

describe('openActions and availableActions', () => {
  it('list every action of the actor, open or with the reason it is not', () => {
    expect(availableActions(QUESTION, 'draft', 'company', { ...READY, attachments: 3 })).toEqual([
      { name: 'send', open: true, reason: null },
      { name: 'note', open: true, reason: null },
      { name: 'attach', open: false, reason: 'The company has attached 3 files already.' },
    ]);
    expect(availableActions(QUESTION, 'closed', 'officer', READY)).toEqual([
      { name: 'answer', open: false, reason: 'This question is closed.' },
      { name: 'close', open: false, reason: 'This question is closed.' },
      {
        name: 'note',
        open: false,
        reason: 'You cannot add a note while it is closed, only while it is draft or sent or answered.',
      },
    ]);
  });

  it('agree with each other and with refusalOf for every status, actor and facts', () => {
    const states: State[] = ['draft', 'sent', 'answered', 'closed'];
    const factsOf: Facts[] = [READY, { written: false, attachments: 3, blocked: true }];
    for (const state of states) {
      for (const actor of ['company', 'officer'] as const) {
        for (const facts of factsOf) {
          const available = availableActions(QUESTION, state, actor, facts);
          expect(available.filter((action) => action.open).map((action) => action.name)).toEqual(
            openActions(QUESTION, state, actor, facts),
          );
          for (const { name, reason } of available) {
            expect(reason).toBe(refusalOf(QUESTION, state, actor, name, facts));
          }
        }
      }
    }
  });
});
