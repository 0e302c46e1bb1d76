/** What one page of the feature leaves for the next in navigation state: the API's success message. */
export type SuccessState = { readonly successMessage: string };

export function successState(message: string): SuccessState {
  return { successMessage: message };
}

/** The success message a page was sent with, or null. */
export function successMessageOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('successMessage' in state)) return null;
  return typeof state.successMessage === 'string' && state.successMessage.trim() !== ''
    ? state.successMessage
    : null;
}
