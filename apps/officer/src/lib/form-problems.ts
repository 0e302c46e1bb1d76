/**
 * The problem mapping of the console's forms lives in `forms/form-problems.ts`; the forms that check
 * their values without the form kit (site settings, user guides, the numbers' period) still import it
 * from here.
 */
export {
  type FieldProblems,
  type FormFieldRef,
  fieldProblemsOf,
  refusedFieldsOf,
  submissionProblems,
  summaryItemsOf,
} from './forms/form-problems';
