import { APPLICATION_ACTIONS, type AvailableAction } from '@fsmis/domain';

/** The names of the actions a case's list says are open now, in its order. */
export const openNames = <N extends string>(actions: readonly AvailableAction<N>[]): N[] =>
  actions.filter((action) => action.open).map((action) => action.name);

/** The open moves of an application's list (its steps within a status left out). */
export const openMoves = <N extends string>(actions: readonly AvailableAction<N>[]): N[] =>
  openNames(actions).filter((name) => (APPLICATION_ACTIONS as readonly string[]).includes(name));

/** The action of that name in a case's list; fails the test when there is none. */
export function actionNamed<N extends string>(actions: readonly AvailableAction<N>[], name: N) {
  const action = actions.find((each) => each.name === name);
  if (!action) throw new Error(`No action ${name} in ${actions.map((each) => each.name).join(', ')}`);
  return action;
}
