/**
 * How a step's form sits in the record's page: at its width, and starting afresh once the step is taken
 * (the page then shows the new state, and the form stays for the next step).
 */
export const STEP_FORM = { className: 'recognitions-form', resetOnDone: true } as const;

/** What the documents an officer gives with a step are called (the field's hint says how many and which). */
export const STEP_DOCUMENTS_LABEL = 'Documents (optional)';
