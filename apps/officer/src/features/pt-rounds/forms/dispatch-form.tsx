import { recordPtDispatchSchema } from '@fsmis/domain';
import { TextInput } from '@fsmis/ui/components/text-input';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { useMemo } from 'react';
import { z } from 'zod';
import { singaporeToday } from '../../../lib/singapore-time';
import type { PtRoundParticipant } from '../api/get-pt-round';
import { useRecordPtDispatch } from '../api/post-pt-dispatch';

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
  const schema = useMemo(() => dispatchSchemaFor(labCode), [labCode]);
  const kit = useFormKit({
    schema,
    idPrefix: `pt-dispatch-${labCode}`,
    defaultValues: {
      courier: participant.courier ?? '',
      trackingNumber: participant.trackingNumber ?? '',
      dispatchedOn: participant.dispatchedOn ?? singaporeToday(),
    },
  });
  const dispatch = useRecordPtDispatch(roundId);
  return (
    <FormFrame
      kit={kit}
      label={`Record the dispatch to ${labCode}`}
      className="pt-form"
      submitLabel="Record the dispatch"
      pendingLabel="Recording…"
      pending={dispatch.isPending}
      send={dispatch.mutateAsync}
      onDone={onDone}
    >
      <TextInput label="Courier" hint="For example, DHL Express." {...kit.fieldProps('courier')} />
      <TextInput label="Tracking number" {...kit.fieldProps('trackingNumber')} />
      <TextInput type="date" label="Date dispatched" width="short" {...kit.fieldProps('dispatchedOn')} />
    </FormFrame>
  );
}
