import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';

/** Every query of the laboratory's PT schemes (the lists and each round's parts) lives under this key. */
export const ptQueryKey = [...SESSION_QUERY_KEY, 'proficiency-tests'] as const;

/** Each part of one round (general details, registration, dispatch, results, report) under one key. */
export const ptRoundQueryKey = (id: string) => [...ptQueryKey, 'round', id] as const;
