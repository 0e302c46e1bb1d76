import { officerStatisticsQuerySchema, STATISTICS_DEFAULT_MONTHS, statisticsPeriod } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { TextInput } from '@fsmis/ui/components/text-input';
import { refusedFieldsOf, summaryItemsOf } from '@fsmis/ui/lib/form-problems';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { singaporeToday } from '../../../lib/singapore-time';
import type { PeriodQuery } from '../api/get-statistics';

/** The fields by the API's names for them, which are the address's too. */
const FIELDS = [
  { name: 'From', id: 'numbers-from' },
  { name: 'To', id: 'numbers-to' },
] as const;

/**
 * The days typed, checked by the API's rules: its query's (real days, From on or before To), then the
 * period it would cover from today in Singapore (To defaults to today; at most so many months).
 */
const periodSchema = officerStatisticsQuerySchema.transform((query, context) => {
  const period = statisticsPeriod(query, singaporeToday());
  if (period.ok) return query;
  context.addIssue({ code: 'custom', path: [period.field], message: period.message });
  return z.NEVER;
});

export type PeriodFormProps = {
  /** The period in the address, as the officer chose it (both empty: the default). */
  readonly query: PeriodQuery;
  /** The API's refusal of that period, if it refused it (a hand-written address). */
  readonly refusal: unknown;
  readonly onChoose: (query: PeriodQuery) => void;
};

/**
 * The period the numbers cover: two days in Singapore, both included, checked by the API's own rules
 * before it is put in the address (From and To, so a period can be bookmarked and shared). A filter of
 * the page, not a change sent to the API: its own submit rather than the kit's FormFrame.
 */
export function PeriodForm({ query, refusal, onChoose }: PeriodFormProps) {
  const kit = useFormKit({
    schema: periodSchema,
    fields: FIELDS,
    defaultValues: { From: query.From ?? '', To: query.To ?? '' },
  });
  const { isSubmitted, isSubmitSuccessful } = kit.form.formState;
  const custom = Boolean(query.From || query.To);
  // The API's refusal of the period in the address stands, unless the last check of the days typed failed.
  const refused = isSubmitted && !isSubmitSuccessful ? {} : refusedFieldsOf(refusal, FIELDS);
  const errorOf = (name: (typeof FIELDS)[number]['name']) => kit.errorFor(name) ?? refused[name];

  const choose = kit.form.handleSubmit((chosen) => {
    // Chosen again, the period in the address is still the one refused until the address changes.
    kit.reportProblems(summaryItemsOf(FIELDS, refusedFieldsOf(refusal, FIELDS)));
    onChoose({ From: chosen.From, To: chosen.To });
  }, kit.reportInvalid);

  return (
    <form
      className="numbers-period"
      noValidate
      aria-labelledby="numbers-period-heading"
      onSubmit={(event) => void choose(event)}
    >
      <h2 id="numbers-period-heading" className="numbers-period__heading">
        Period
      </h2>
      <ErrorSummary
        items={kit.problems.attempt === 0 ? summaryItemsOf(FIELDS, refused) : kit.problems.items}
        focusKey={kit.problems.attempt}
      />
      <p className="numbers-period__hint">
        Days in Singapore, both included. Leave both empty for the last {STATISTICS_DEFAULT_MONTHS} months.
      </p>
      <div className="numbers-period__fields">
        <TextInput
          label="From"
          type="date"
          width="short"
          {...kit.fieldProps('From')}
          error={errorOf('From')}
        />
        <TextInput label="To" type="date" width="short" {...kit.fieldProps('To')} error={errorOf('To')} />
        <div className="numbers-period__actions">
          <Button type="submit" variant="secondary">
            Show the numbers
          </Button>
          {custom ? (
            <Link to={paths.dashboard.href()}>Show the last {STATISTICS_DEFAULT_MONTHS} months</Link>
          ) : null}
        </div>
      </div>
    </form>
  );
}
