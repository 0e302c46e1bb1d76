import { officerStatisticsQuerySchema, STATISTICS_DEFAULT_MONTHS, statisticsPeriod } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { TextInput } from '@fsmis/ui/components/text-input';
import {
  type FieldProblems,
  fieldProblemsOf,
  refusedFieldsOf,
  summaryItemsOf,
} from '@fsmis/ui/lib/form-problems';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { singaporeToday } from '../../../lib/singapore-time';
import type { PeriodQuery } from '../api/get-statistics';

const FIELDS = [
  { name: 'From', id: 'numbers-from' },
  { name: 'To', id: 'numbers-to' },
] as const;
type Field = (typeof FIELDS)[number]['name'];

export type PeriodFormProps = {
  /** The period in the address, as the officer chose it (both empty: the default). */
  readonly query: PeriodQuery;
  /** The API's refusal of that period, if it refused it (a hand-written address). */
  readonly refusal: unknown;
  readonly onChoose: (query: PeriodQuery) => void;
};

/**
 * The period the numbers cover: two days in Singapore, both included, checked by the API's own rules
 * before it is put in the address (From and To, so a period can be bookmarked and shared).
 */
export function PeriodForm({ query, refusal, onChoose }: PeriodFormProps) {
  const [values, setValues] = useState({ From: query.From ?? '', To: query.To ?? '' });
  const [problems, setProblems] = useState<FieldProblems<Field> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const shown = problems ?? refusedFieldsOf(refusal, FIELDS);
  const custom = Boolean(query.From || query.To);

  const choose = () => {
    setAttempt((previous) => previous + 1);
    const parsed = officerStatisticsQuerySchema.safeParse(values);
    if (!parsed.success) {
      setProblems(fieldProblemsOf(parsed.error, FIELDS));
      return;
    }
    const period = statisticsPeriod(parsed.data, singaporeToday());
    if (!period.ok) {
      setProblems({ [period.field]: period.message });
      return;
    }
    setProblems(null);
    onChoose({ From: parsed.data.From, To: parsed.data.To });
  };

  return (
    <form
      className="numbers-period"
      noValidate
      aria-labelledby="numbers-period-heading"
      onSubmit={(event) => {
        event.preventDefault();
        choose();
      }}
    >
      <h2 id="numbers-period-heading" className="numbers-period__heading">
        Period
      </h2>
      <ErrorSummary items={summaryItemsOf(FIELDS, shown)} focusKey={attempt} />
      <p className="numbers-period__hint">
        Days in Singapore, both included. Leave both empty for the last {STATISTICS_DEFAULT_MONTHS} months.
      </p>
      <div className="numbers-period__fields">
        <TextInput
          id="numbers-from"
          name="From"
          label="From"
          type="date"
          width="short"
          value={values.From}
          error={shown.From}
          onChange={(event) => setValues({ ...values, From: event.target.value })}
        />
        <TextInput
          id="numbers-to"
          name="To"
          label="To"
          type="date"
          width="short"
          value={values.To}
          error={shown.To}
          onChange={(event) => setValues({ ...values, To: event.target.value })}
        />
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
