/** Every query of the feature sits under this key: a step on one round changes the list too. */
export const PT_ROUNDS_QUERY_KEY = ['officer', 'pt-rounds'] as const;

export const ptRoundQueryKey = (id: string) => [...PT_ROUNDS_QUERY_KEY, 'round', id] as const;
