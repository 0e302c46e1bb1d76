import { z } from 'zod';
import type { AvailableAction } from './case-definition.js';

/**
 * An action on a case with whether it is open now and, when not, why (a case definition's
 * `availableActions`): the server decides, the screens draw (docs/decisions/0020-one-case-definition.md).
 */
export const caseActionSchema = <const N extends string>(names: readonly [N, ...N[]]) =>
  z.object({ name: z.enum(names), open: z.boolean(), reason: z.string().nullable() });

/** The action of that name in a case's list, or null when the reader has no such action. */
export function caseActionOf<N extends string>(
  actions: readonly AvailableAction<N>[],
  name: N,
): AvailableAction<N> | null {
  return actions.find((action) => action.name === name) ?? null;
}

/** Whether the action of that name is open to the reader now. */
export const isCaseActionOpen = <N extends string>(
  actions: readonly AvailableAction<N>[],
  name: N,
): boolean => caseActionOf(actions, name)?.open === true;
