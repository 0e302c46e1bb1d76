import { type OfficerApplicationCase, scheduleVerificationSchema } from '@fsmis/domain';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { z } from 'zod';
import type { PanelControls } from '../action-panel';
import { useScheduleVerification } from '../api/post-schedule-verification';
import { ActionForm } from './action-form';
import { dateControl, singaporeInstant, timeControl } from './form-values';
import { useActionForm } from './use-action-form';

const verification = scheduleVerificationSchema.shape;
const formSchema = z
  .object({
    date: dateControl('Enter the date of the visit', z.iso.date('Enter a real date')),
    time: timeControl('Enter the time of the visit'),
    location: verification.location,
    notes: verification.notes,
  })
  .transform(({ date, time, location, notes }) => ({
    scheduledFor: singaporeInstant(date, time),
    location,
    notes,
  }));

const FIELDS = [
  { path: 'date', id: 'schedule-verification-date', apiPath: 'scheduledFor' },
  { path: 'time', id: 'schedule-verification-time', apiPath: 'scheduledFor' },
  { path: 'location', id: 'schedule-verification-location' },
  { path: 'notes', id: 'schedule-verification-notes' },
] as const;

/** Application Review -> Verification Check: when and where the officers visit the laboratory. */
export function ScheduleVerificationForm({
  application,
  controls,
}: {
  readonly application: OfficerApplicationCase;
  readonly controls: PanelControls;
}) {
  const kit = useActionForm({
    schema: formSchema,
    defaultValues: { date: '', time: '', location: '', notes: '' },
    fields: FIELDS,
  });
  const { register } = kit.form;
  const send = useScheduleVerification(application.id);
  return (
    <ActionForm
      kit={kit}
      labelledBy={controls.headingId}
      submitLabel="Schedule the verification"
      pending={send.isPending}
      send={(values) => send.mutateAsync(values)}
      onDone={controls.done}
      onCancel={controls.cancel}
    >
      <TextInput
        id="schedule-verification-date"
        label="Date of the visit"
        type="date"
        width="short"
        error={kit.errorFor('date')}
        {...register('date')}
      />
      <TextInput
        id="schedule-verification-time"
        label="Time of the visit"
        hint="Singapore time, for example 09:30."
        type="time"
        width="short"
        error={kit.errorFor('time')}
        {...register('time')}
      />
      <TextInput
        id="schedule-verification-location"
        label="Location"
        hint="The laboratory’s address, or where the officers meet the company."
        width="full"
        error={kit.errorFor('location')}
        {...register('location')}
      />
      <Textarea
        id="schedule-verification-notes"
        label="Notes for the company (optional)"
        hint="For example, the records to have ready."
        rows={3}
        error={kit.errorFor('notes')}
        {...register('notes')}
      />
    </ActionForm>
  );
}
