/**
 * One way to write a case's life (an application, a suspension, a programme's terms, a PT round …): the
 * moves that change its status, the steps taken within a status, who takes each, what each needs of the
 * records, and the words of each. The functions below read any such definition, so every case refuses,
 * allows and lists its actions by the same rule.
 */

/** Who takes an action on a case: the company whose case it is, or an officer of the regulator. */
export type Actor = 'company' | 'officer';

/** An action that moves a case from one status to another. */
export interface Move<State, Name extends string = string> {
  readonly from: State;
  readonly to: State;
  readonly actor: Actor;
  /** The action that makes the move, named after its API call where there is one. */
  readonly action: Name;
}

/** An action within a status: work on the case's records that leaves its status as it is. */
export interface Step<State> {
  readonly actors: readonly Actor[];
  readonly statuses: readonly State[];
}

/** Something an action needs of the records, and the refusal when they fall short. */
export interface Guard<Facts> {
  readonly holds: (facts: Facts) => boolean;
  readonly refusal: string | ((facts: Facts, actor: Actor) => string);
  /**
   * Checked before the status, where it makes the status beside the point: a laboratory not registered
   * for a round, a suspension still under way. Other guards are checked once the status allows the action.
   */
  readonly beforeStatus?: true;
}

/** What the wording of a refusal at the wrong moment may draw on. */
export interface WrongMoment<State, Name extends string, Facts> {
  readonly action: Name;
  /** The action's words, e.g. 'submit this application'. */
  readonly words: string;
  readonly state: State;
  /** The statuses in which the action is open to the actor, in the definition's order. */
  readonly allowed: readonly State[];
  readonly facts: Facts;
}

/**
 * A case's life: `MoveName` names its moves, `StepName` its steps within a status, and `Facts` is what its
 * guards and wording read of the records.
 */
export interface CaseDefinition<
  State,
  MoveName extends string,
  StepName extends string = never,
  Facts = undefined,
> {
  readonly moves: readonly Move<State, MoveName>[];
  readonly steps?: { readonly [N in StepName]: Step<State> };
  /** What each action does, in words that finish "Only an officer can …". */
  readonly words: { readonly [N in MoveName | StepName]: string };
  /** What each action needs of the records, checked in order. */
  readonly guards?: { readonly [N in MoveName | StepName]?: readonly Guard<Facts>[] };
  /**
   * Statuses the case is over in: a move from one is refused with these words, whoever asks, unless a
   * move of that name leaves it (an officer closes a Recognised application).
   */
  readonly ended?: {
    readonly is: (state: State) => boolean;
    readonly refusal: (state: State, facts: Facts) => string;
  };
  /** Why the actor who takes an action may not take it in this status. */
  readonly wrongMoment: (refused: WrongMoment<State, MoveName | StepName, Facts>) => string;
}

export type CaseOutcome<State> =
  | { readonly ok: true; readonly to: State }
  | { readonly ok: false; readonly reason: string };

/** One action of an actor, whether it is open now, and why not when it is not. */
export interface AvailableAction<Name extends string> {
  readonly name: Name;
  readonly open: boolean;
  readonly reason: string | null;
}

/** A move the company makes; written beside `officerMove` in a definition's table of moves. */
export const companyMove = <const From, const To, const Name extends string>(
  from: From,
  to: To,
  action: Name,
) => ({ from, to, actor: 'company', action }) as const;

/** A move an officer makes. */
export const officerMove = <const From, const To, const Name extends string>(
  from: From,
  to: To,
  action: Name,
) => ({ from, to, actor: 'officer', action }) as const;

/** A case's steps within a status, each with its rule, in the definition's order. */
export function stepsOf<S, M extends string, T extends string, F>(
  definition: CaseDefinition<S, M, T, F>,
): [T, Step<S>][] {
  return Object.entries(definition.steps ?? {}) as [T, Step<S>][];
}

/** Every action `actor` takes in the case's life, each once: the moves in their order, then the steps. */
export function actionsOf<S, M extends string, T extends string, F>(
  definition: CaseDefinition<S, M, T, F>,
  actor: Actor,
): (M | T)[] {
  const moves = definition.moves.filter((move) => move.actor === actor).map((move) => move.action);
  const steps = stepsOf(definition).flatMap(([name, step]) => (step.actors.includes(actor) ? [name] : []));
  return [...new Set([...moves, ...steps])];
}

/** The moves open to `actor` from `state`, in the definition's order, before any guard. */
export function movesFrom<S, M extends string, T extends string, F>(
  definition: CaseDefinition<S, M, T, F>,
  state: S,
  actor: Actor,
): Move<S, M>[] {
  return definition.moves.filter((move) => move.from === state && move.actor === actor);
}

/** Where `action` by `actor` moves a case in `state`, before any guard; null when it is no such move. */
export function moveTarget<S, M extends string, T extends string, F>(
  definition: CaseDefinition<S, M, T, F>,
  state: S,
  actor: Actor,
  action: M | T,
): S | null {
  return movesFrom(definition, state, actor).find((move) => move.action === action)?.to ?? null;
}

/** The statuses in which `action` is open to `actor`, before any guard. */
export function statusesOpenTo<S, M extends string, T extends string, F>(
  definition: CaseDefinition<S, M, T, F>,
  actor: Actor,
  action: M | T,
): S[] {
  const step = stepsOf(definition).find(([name]) => name === action)?.[1];
  if (step) return step.actors.includes(actor) ? [...step.statuses] : [];
  const moves = definition.moves.filter((move) => move.action === action && move.actor === actor);
  return [...new Set(moves.map((move) => move.from))];
}

function firstUnmet<F>(guards: readonly Guard<F>[], facts: F, actor: Actor): string | null {
  const unmet = guards.find((guard) => !guard.holds(facts));
  if (!unmet) return null;
  return typeof unmet.refusal === 'string' ? unmet.refusal : unmet.refusal(facts, actor);
}

/**
 * Why `actor` may not take `action` on a case in `state`, or null when they may, checked in this order:
 * an ended case (moves only: nothing moves it again, whoever asks), the wrong actor, the guards that come
 * before the status, the wrong moment, then what the action needs of the records.
 */
export function refusalOf<S, M extends string, T extends string, F>(
  definition: CaseDefinition<S, M, T, F>,
  state: S,
  actor: Actor,
  action: M | T,
  facts: F,
): string | null {
  const { ended, words } = definition;
  const isMove = definition.moves.some((move) => move.action === action);
  const movesHere = definition.moves.some((move) => move.from === state && move.action === action);
  if (isMove && ended?.is(state) && !movesHere) return ended.refusal(state, facts);
  if (!actionsOf(definition, actor).includes(action)) {
    return `Only ${actor === 'company' ? 'an officer' : 'the company'} can ${words[action]}.`;
  }
  const guards: readonly Guard<F>[] = definition.guards?.[action] ?? [];
  const [beforeStatus, afterStatus] = [
    guards.filter((g) => g.beforeStatus),
    guards.filter((g) => !g.beforeStatus),
  ];
  const early = firstUnmet(beforeStatus, facts, actor);
  if (early !== null) return early;
  const allowed = statusesOpenTo(definition, actor, action);
  if (!allowed.includes(state)) {
    return definition.wrongMoment({ action, words: words[action], state, allowed, facts });
  }
  return firstUnmet(afterStatus, facts, actor);
}

/** Where `action` by `actor` takes a case in `state` (a step leaves it where it is), or why it may not. */
export function takeAction<S, M extends string, T extends string, F>(
  definition: CaseDefinition<S, M, T, F>,
  state: S,
  actor: Actor,
  action: M | T,
  facts: F,
): CaseOutcome<S> {
  const reason = refusalOf(definition, state, actor, action, facts);
  if (reason !== null) return { ok: false, reason };
  return { ok: true, to: moveTarget(definition, state, actor, action) ?? state };
}

/** The actions `actor` may take on a case in `state` now, in the order of `actionsOf`. */
export function openActions<S, M extends string, T extends string, F>(
  definition: CaseDefinition<S, M, T, F>,
  state: S,
  actor: Actor,
  facts: F,
): (M | T)[] {
  return actionsOf(definition, actor).filter(
    (action) => refusalOf(definition, state, actor, action, facts) === null,
  );
}

/**
 * Every action of `actor`, in the order of `actionsOf`, with whether it is open on a case in `state` now
 * and, when it is not, the refusal it would meet: what a page offers, and why not, with nothing to work out.
 */
export function availableActions<S, M extends string, T extends string, F>(
  definition: CaseDefinition<S, M, T, F>,
  state: S,
  actor: Actor,
  facts: F,
): AvailableAction<M | T>[] {
  return actionsOf(definition, actor).map((name) => {
    const reason = refusalOf(definition, state, actor, name, facts);
    return { name, open: reason === null, reason };
  });
}
