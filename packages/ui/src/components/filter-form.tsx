import type { ReactNode } from 'react';
import { fieldErrorOf, isHttpError } from '../lib/http-client';
import { ErrorSummary } from './error-summary';
import { FilterPanel } from './filter-panel';
import { TextInput, type TextInputProps } from './text-input';

/** The API's messages about the filters in the URL, by the query parameter each is about. */
export type FilterErrors<P extends string> = Partial<Record<P, string>>;

/**
 * What a list gives its filter form: where "Clear filters" goes, what to do on either button, and the
 * API's refusal of the filters applied, about the fields named by the query parameters `P`.
 */
export type FilterFormControls<F, P extends string = never> = {
  /** Where "Clear filters" goes; null when no filter applies. */
  readonly clearHref: string | null;
  /** Called when the user follows "Clear filters", e.g. to move focus to the results. */
  readonly onClear: () => void;
  readonly onApply: (filters: F) => void;
  readonly errors?: FilterErrors<P>;
  /** Changes each time the API refuses the filters, so the error summary takes focus again. */
  readonly errorAttempt?: number;
};

/**
 * The messages of a 400 about the filters, for each field the API may refuse (`fieldIds`, keyed by
 * the query parameter); nothing for any other failure, which the results report instead.
 */
export function filterErrorsOf<P extends string>(
  error: unknown,
  fieldIds: Readonly<Record<P, string>>,
): FilterErrors<P> {
  if (!isHttpError(error) || error.status !== 400) return {};
  const errors: FilterErrors<P> = {};
  for (const parameter of Object.keys(fieldIds) as P[]) {
    const message = fieldErrorOf(error, parameter);
    if (message) errors[parameter] = message;
  }
  return errors;
}

/** The options of a filter on codes, each with its label, after an "any" option when one is named. */
export function codeOptions<C extends string | number>(
  codes: readonly C[],
  labelOf: Readonly<Record<C, string>> | ((code: C) => string),
  anyLabel?: string,
): { value: string; label: string }[] {
  const label = typeof labelOf === 'function' ? labelOf : (code: C) => labelOf[code];
  return [
    ...(anyLabel === undefined ? [] : [{ value: '', label: anyLabel }]),
    ...codes.map((code) => ({ value: String(code), label: label(code) })),
  ];
}

/**
 * The filter form of a list whose filters live in the URL: the FilterPanel, its fields read into the
 * list's filters on "Apply filters", and above it the API's refusal of the filters applied, each
 * message linked to its field (`fieldIds`).
 */
export function FilterForm<F, P extends string = never>({
  id,
  title,
  read,
  clearHref,
  onClear,
  onApply,
  fieldIds,
  errors = {},
  errorAttempt,
  children,
}: FilterFormControls<F, P> & {
  readonly id: string;
  /** The panel's heading, e.g. "Filter applications". */
  readonly title: string;
  /** The filters the form's fields name. */
  readonly read: (form: FormData) => F;
  /** The id of each field the API may refuse, by its query parameter, in the form's order. */
  readonly fieldIds?: Readonly<Record<P, string>>;
  readonly children: ReactNode;
}) {
  const summary = fieldIds
    ? (Object.entries(fieldIds) as [P, string][]).flatMap(([parameter, fieldId]) => {
        const text = errors[parameter];
        return text ? [{ fieldId, text }] : [];
      })
    : [];
  return (
    <>
      <ErrorSummary items={summary} focusKey={errorAttempt} />
      <FilterPanel
        id={id}
        title={title}
        clearHref={clearHref}
        onClear={onClear}
        onApply={(form) => onApply(read(form))}
      >
        {children}
      </FilterPanel>
    </>
  );
}

/**
 * A list's free-text search, named `Search` as its query parameter: the whole width, with no
 * autocomplete or spelling marks (names, references and e-mail addresses are searched, not prose).
 */
export function FilterSearch(
  props: Pick<TextInputProps, 'id' | 'label' | 'hint' | 'defaultValue' | 'error'>,
) {
  return (
    <TextInput name="Search" type="search" width="full" autoComplete="off" spellCheck={false} {...props} />
  );
}
