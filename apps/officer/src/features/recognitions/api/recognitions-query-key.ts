/**
 * Every read of this feature sits under one key: a step on a recognition can change the list, the
 * recognition's page and its suspensions' pages, so a step reads all of them again.
 */
export const RECOGNITIONS_QUERY_KEY = ['officer', 'recognitions'] as const;
