import { createPtRoundSchema } from '@fsmis/domain';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { schemaFields, useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCreatePtRound } from '../api/post-pt-round';
import { AnalyteRows, analyteFields, NEW_ANALYTE } from './analyte-rows';
import { type NewRoundValues, newRoundFormSchema } from './new-round-schema';

const ID = 'pt-new';

/** The round's own fields; its analytes follow, a row each. */
const ROUND_FIELDS = schemaFields(newRoundFormSchema, ID).filter((field) => field.name !== 'analytes');

type RoundDate = 'registrationOpensOn' | 'registrationClosesOn' | 'dispatchOn' | 'resultsDueOn';

const EMPTY: NewRoundValues = {
  name: '',
  matrix: '',
  description: '',
  feeSgd: '',
  registrationOpensOn: '',
  registrationClosesOn: '',
  dispatchOn: '',
  resultsDueOn: '',
  analytes: [NEW_ANALYTE],
};

/** A new round in Draft: its name, matrix, dates, fee and analytes; the round's page opens once made. */
export function NewRoundForm() {
  const kit = useFormKit({
    schema: newRoundFormSchema,
    defaultValues: EMPTY,
    fields: (values) => [...ROUND_FIELDS, ...analyteFields(ID, values.analytes.length)],
  });
  const create = useCreatePtRound();
  const navigate = useNavigate();

  const dateInput = (name: RoundDate, label: string, hint?: string) => (
    <TextInput type="date" label={label} hint={hint} width="short" {...kit.fieldProps(name)} />
  );

  return (
    <FormFrame
      kit={kit}
      label="Create a PT round"
      className="pt-form"
      submitLabel="Create the round"
      pendingLabel="Creating the round…"
      pending={create.isPending}
      send={async (round) => {
        const created = await create.mutateAsync(round);
        await navigate(paths.ptRound.href(created.id), { state: { message: created.message } });
        return created.message;
      }}
      onDone={() => {}}
    >
      <h2 className="pt-form__heading">The round</h2>
      <TextInput
        label="Name of the round"
        hint="What laboratories see in their list, for example Patulin in apple juice."
        width="full"
        {...kit.fieldProps('name')}
      />
      <TextInput
        label="Matrix"
        hint="The material the test items are made of, for example Fruit juice."
        width="full"
        {...kit.fieldProps('matrix')}
      />
      <Textarea
        label="Description (optional)"
        hint="What the round tests and anything laboratories should know before they register."
        rows={4}
        {...kit.characterCount('description', createPtRoundSchema.shape.description)}
        {...kit.fieldProps('description')}
      />
      <TextInput
        label="Fee in Singapore dollars (optional)"
        hint="What each laboratory pays to take part. Leave it empty for a free round."
        inputMode="decimal"
        width="short"
        {...kit.fieldProps('feeSgd')}
      />
      <h2 className="pt-form__heading">Dates</h2>
      <p className="pt-form__note">Each date is a day in Singapore.</p>
      {dateInput('registrationOpensOn', 'Registration opens on')}
      {dateInput('registrationClosesOn', 'Registration closes on')}
      {dateInput('dispatchOn', 'Test items dispatched on', 'On or after the day registration closes.')}
      {dateInput('resultsDueOn', 'Results due on')}
      <AnalyteRows kit={kit} idPrefix={ID} />
    </FormFrame>
  );
}
