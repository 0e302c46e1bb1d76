/**
 * Every query of the signed-in user's data lives under this key (in the console, the session itself), so
 * that a sign-out forgets it at once. Both apps and the upload control's scan statuses share it.
 */
export const SESSION_QUERY_KEY = ['session'] as const;
