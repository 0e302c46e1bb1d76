/**
 * How a step's form sits in the record's page: at its width, and starting afresh once the step is taken
 * (the page then shows the new state, and the form stays for the next step).
 */
export const STEP_FORM = { className: 'recognitions-form', resetOnDone: true } as const;

/** The documents an officer gives with a step: the contracts take up to 10. */
export const STEP_DOCUMENTS = {
  label: 'Documents (optional)',
  hint: 'You can attach up to 10 documents, such as PDF files.',
} as const;
