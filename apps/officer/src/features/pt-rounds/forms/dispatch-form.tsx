import { recordPtDispatchSchema } from '@fsmis/domain';
import { TextInput } from '@fsmis/ui/components/text-input';
import { useMemo } from 'react';
import { z } from 'zod';
import { singaporeToday } from '../../../lib/singapore-time';
import type { PtRoundParticipant } from '../api/get-pt-round';
import { useRecordPtDispatch } from '../api/post-pt-dispatch';
import { PtForm } from './pt-form';
import { usePtForm } from './use-pt-form';

/** The dispatch's fields; the lab code is the participant's, not typed. */
const dispatchSchemaFor = (labCode: string) =>
  z
    .object({ courier: z.string(), trackingNumber: z.string(), dispatchedOn: z.string() })
    .transform((values) => ({ ...values, labCode }))
    .pipe(recordPtDispatchSchema);

/** Records (or corrects) the dispatch of one participant's test items; the laboratory is told. */
export function DispatchForm({
  roundId,
  participant,
  onDone,
}: {
  readonly roundId: string;
  readonly participant: PtRoundParticipant;
  readonly onDone: (message: string) => void;
}) {
  const { labCode } = participant;
  const id = `pt-dispatch-${labCode}`;
  const fields = [
    { path: 'courier', id: `${id}-courier` },
    { path: 'trackingNumber', id: `${id}-tracking` },
    { path: 'dispatchedOn', id: `${id}-date` },
  ] as const;
  const schema = useMemo(() => dispatchSchemaFor(labCode), [labCode]);
  const kit = usePtForm({
    schema,
    defaultValues: {
      courier: participant.courier ?? '',
      trackingNumber: participant.trackingNumber ?? '',
      dispatchedOn: participant.dispatchedOn ?? singaporeToday(),
    },
    fields,
  });
  const { register } = kit.form;
  const dispatch = useRecordPtDispatch(roundId);
  return (
    <PtForm
      kit={kit}
      label={`Record the dispatch to ${labCode}`}
      submitLabel="Record the dispatch"
      pendingLabel="Recording…"
      pending={dispatch.isPending}
      send={(values) => dispatch.mutateAsync(values)}
      onDone={onDone}
    >
      <TextInput
        id={fields[0].id}
        label="Courier"
        hint="For example, DHL Express."
        error={kit.errorFor('courier')}
        {...register('courier')}
      />
      <TextInput
        id={fields[1].id}
        label="Tracking number"
        error={kit.errorFor('trackingNumber')}
        {...register('trackingNumber')}
      />
      <TextInput
        id={fields[2].id}
        type="date"
        label="Date dispatched"
        width="short"
        error={kit.errorFor('dispatchedOn')}
        {...register('dispatchedOn')}
      />
    </PtForm>
  );
}
