import { MAINTENANCE_MESSAGE_MAX, type ScheduleMaintenance } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { WarningText } from '@fsmis/ui/components/warning-text';
import { type FieldProblems, submissionProblems, summaryItemsOf } from '@fsmis/ui/lib/form-problems';
import { useState } from 'react';
import { useScheduleMaintenance } from '../api/post-maintenance-window';
import {
  MAINTENANCE_FIELDS,
  type MaintenanceField,
  maintenanceRequestOf,
} from '../forms/maintenance-request';
import { isIncomplete } from '../forms/typed-instant';
import { whenOf } from './singapore-when';

const EMPTY = { from: '', until: '', message: '' };

/**
 * Schedules maintenance: from a time (or now) until a time, both typed in Singapore time, with the
 * message the Scheduled Maintenance page shows. Maintenance that starts at once is confirmed first.
 */
export function MaintenanceForm({ onScheduled }: { readonly onScheduled: (message: string) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<FieldProblems<MaintenanceField>>({});
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [startingNow, setStartingNow] = useState<ScheduleMaintenance | null>(null);
  const schedule = useScheduleMaintenance();

  const send = (request: ScheduleMaintenance) => {
    schedule.mutate(request, {
      onSuccess: ({ message }) => {
        setStartingNow(null);
        setValues(EMPTY);
        onScheduled(message);
      },
      onError: (error) => {
        setStartingNow(null);
        const found = submissionProblems(error, MAINTENANCE_FIELDS);
        setProblems(found.fields);
        setFormProblem(found.form);
        setAttempt((previous) => previous + 1);
      },
    });
  };

  const submit = (form: HTMLFormElement) => {
    const checked = maintenanceRequestOf({
      from: { value: values.from, incomplete: isIncomplete(form, 'from') },
      until: { value: values.until, incomplete: isIncomplete(form, 'until') },
      message: values.message,
    });
    setFormProblem(null);
    if (!checked.ok) {
      setProblems(checked.problems);
      setAttempt((previous) => previous + 1);
      return;
    }
    setProblems({});
    if (checked.startsNow) setStartingNow(checked.request);
    else send(checked.request);
  };

  const set = (name: keyof typeof EMPTY) => (value: string) => setValues({ ...values, [name]: value });

  return (
    <section className="maintenance-schedule" aria-labelledby="maintenance-form-heading">
      <h2 id="maintenance-form-heading">Schedule maintenance</h2>
      <ErrorSummary items={summaryItemsOf(MAINTENANCE_FIELDS, problems, formProblem)} focusKey={attempt} />
      <WarningText>
        While maintenance is on, companies are sent to the Scheduled Maintenance page and cannot use the
        portal. Officers can still use the console.
      </WarningText>
      <form
        noValidate
        aria-labelledby="maintenance-form-heading"
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        <div className="site-settings__times">
          <TextInput
            id="maintenance-from"
            name="from"
            label="From"
            hint="Singapore time. Leave empty to start now."
            type="datetime-local"
            width="short"
            value={values.from}
            error={problems.from}
            onChange={(event) => set('from')(event.target.value)}
          />
          <TextInput
            id="maintenance-until"
            name="until"
            label="Until"
            hint="Singapore time."
            type="datetime-local"
            width="short"
            value={values.until}
            error={problems.until}
            onChange={(event) => set('until')(event.target.value)}
          />
        </div>
        <Textarea
          id="maintenance-message"
          name="message"
          label="Message companies see"
          hint="Shown on the Scheduled Maintenance page while maintenance is on. Say what is happening and when the portal opens again."
          rows={3}
          characterCount={{ max: MAINTENANCE_MESSAGE_MAX, count: values.message.length }}
          value={values.message}
          error={problems.message}
          onChange={(event) => set('message')(event.target.value)}
        />
        <Button type="submit" pending={schedule.isPending && startingNow === null}>
          Schedule maintenance
        </Button>
      </form>
      <ConfirmDialog
        open={startingNow !== null}
        title="Start maintenance now?"
        confirmLabel="Start maintenance now"
        destructive
        pending={schedule.isPending}
        onConfirm={() => startingNow && send(startingNow)}
        onCancel={() => setStartingNow(null)}
      >
        <p>
          Companies are sent to the Scheduled Maintenance page at once
          {startingNow ? `, until ${whenOf(startingNow.until)} (Singapore time)` : ''}, and cannot use the
          portal meanwhile. Officers can still use the console, and can end maintenance early.
        </p>
      </ConfirmDialog>
    </section>
  );
}
