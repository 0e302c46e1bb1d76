import { TextInput } from './text-input';
import './date-range-fields.css';

/** The query parameters of a span of days, as the API's lists name them. */
type DateParameter = 'DateFrom' | 'DateTo';

/**
 * A filter on a span of days: "From" and "To" dates (the fields DateFrom and DateTo) grouped under
 * one legend and hint, each with its own error. The fields need no state: the filter form reads them
 * when it is applied.
 */
export function DateRangeFields({
  id,
  legend,
  hint,
  fieldIds,
  values,
  errors = {},
}: {
  /** The group's id; its hint is `<id>-hint`. */
  readonly id: string;
  readonly legend: string;
  readonly hint: string;
  readonly fieldIds: Readonly<Record<DateParameter, string>>;
  /** The days applied now, as `yyyy-mm-dd` or empty. */
  readonly values: { readonly dateFrom: string; readonly dateTo: string };
  readonly errors?: Partial<Record<DateParameter, string>>;
}) {
  const hintId = `${id}-hint`;
  return (
    <fieldset className="date-range-fields" id={id} aria-describedby={hintId}>
      <legend className="date-range-fields__legend">{legend}</legend>
      <div className="form-field__hint" id={hintId}>
        {hint}
      </div>
      <div className="date-range-fields__inputs">
        <TextInput
          id={fieldIds.DateFrom}
          name="DateFrom"
          label="From"
          type="date"
          width="full"
          defaultValue={values.dateFrom}
          error={errors.DateFrom}
        />
        <TextInput
          id={fieldIds.DateTo}
          name="DateTo"
          label="To"
          type="date"
          width="full"
          defaultValue={values.dateTo}
          error={errors.DateTo}
        />
      </div>
    </fieldset>
  );
}
