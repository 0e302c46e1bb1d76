import { scheduleVerificationSchema } from '@fsmis/domain';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { z } from 'zod';
import { dateControl, singaporeInstant, timeControl } from '../../../../lib/forms/form-values';
import { type ActionFormProps, inPanel } from '../action-panel';
import { useScheduleVerification } from '../api/post-schedule-verification';

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

/** The API checks the date and the time as one instant. */
const API_PATHS = { date: 'scheduledFor', time: 'scheduledFor' };

/** Application Review -> Verification Check: when and where the officers visit the laboratory. */
export function ScheduleVerificationForm({ application, controls }: ActionFormProps) {
  const kit = useFormKit({
    schema: formSchema,
    idPrefix: 'schedule-verification',
    apiPaths: API_PATHS,
    defaultValues: { date: '', time: '', location: '', notes: '' },
  });
  const send = useScheduleVerification(application.id);
  return (
    <FormFrame
      kit={kit}
      {...inPanel(controls)}
      submitLabel="Schedule the verification"
      pending={send.isPending}
      send={send.mutateAsync}
    >
      <TextInput label="Date of the visit" type="date" width="short" {...kit.fieldProps('date')} />
      <TextInput
        label="Time of the visit"
        hint="Singapore time, for example 09:30."
        type="time"
        width="short"
        {...kit.fieldProps('time')}
      />
      <TextInput
        label="Location"
        hint="The laboratory’s address, or where the officers meet the company."
        width="full"
        {...kit.fieldProps('location')}
      />
      <Textarea
        label="Notes for the company (optional)"
        hint="For example, the records to have ready."
        rows={3}
        {...kit.fieldProps('notes')}
      />
    </FormFrame>
  );
}
