import { type ScheduleMaintenance, scheduleMaintenanceSchema } from '@fsmis/domain';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { WarningText } from '@fsmis/ui/components/warning-text';
import { type Confirmation, FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { useScheduleMaintenance } from '../api/post-maintenance-window';
import { maintenanceFormSchema, startsAtOnce } from '../forms/maintenance-request';
import { isHalfTyped } from '../forms/typed-instant';
import { whenOf } from './singapore-when';

const ID = 'maintenance';

/** The times are read from their boxes as the form checks them: a half-typed start is never "now". */
const formSchema = maintenanceFormSchema({ halfTyped: (time) => isHalfTyped(`${ID}-${time}`) });

/** Maintenance that starts at once locks companies out as soon as it is saved: it is confirmed first. */
const startNowConfirmation = (request: ScheduleMaintenance): Confirmation | null =>
  startsAtOnce(request)
    ? {
        title: 'Start maintenance now?',
        body: (
          <p>
            Companies are sent to the Scheduled Maintenance page at once, until {whenOf(request.until)}{' '}
            (Singapore time), and cannot use the portal meanwhile. Officers can still use the console, and can
            end maintenance early.
          </p>
        ),
        confirmLabel: 'Start maintenance now',
        destructive: true,
      }
    : null;

/**
 * Schedules maintenance: from a time (or now) until a time, both typed in Singapore time, with the
 * message the Scheduled Maintenance page shows. Maintenance that starts at once is confirmed first.
 */
export function MaintenanceForm({ onScheduled }: { readonly onScheduled: (message: string) => void }) {
  const kit = useFormKit({
    schema: formSchema,
    idPrefix: ID,
    defaultValues: { from: '', until: '', message: '' },
  });
  const schedule = useScheduleMaintenance();

  return (
    <section className="maintenance-schedule" aria-labelledby="maintenance-form-heading">
      <h2 id="maintenance-form-heading">Schedule maintenance</h2>
      <FormFrame
        kit={kit}
        labelledBy="maintenance-form-heading"
        submitLabel="Schedule maintenance"
        pending={schedule.isPending}
        send={schedule.mutateAsync}
        onDone={({ message }) => onScheduled(message)}
        resetOnDone
        confirm={startNowConfirmation}
      >
        <WarningText>
          While maintenance is on, companies are sent to the Scheduled Maintenance page and cannot use the
          portal. Officers can still use the console.
        </WarningText>
        <div className="site-settings__times">
          <TextInput
            label="From"
            hint="Singapore time. Leave empty to start now."
            type="datetime-local"
            width="short"
            {...kit.fieldProps('from')}
          />
          <TextInput
            label="Until"
            hint="Singapore time."
            type="datetime-local"
            width="short"
            {...kit.fieldProps('until')}
          />
        </div>
        <Textarea
          label="Message companies see"
          hint="Shown on the Scheduled Maintenance page while maintenance is on. Say what is happening and when the portal opens again."
          rows={3}
          {...kit.characterCount('message', scheduleMaintenanceSchema.shape.message)}
          {...kit.fieldProps('message')}
        />
      </FormFrame>
    </section>
  );
}
