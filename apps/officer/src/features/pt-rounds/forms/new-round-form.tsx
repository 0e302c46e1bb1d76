import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCreatePtRound } from '../api/post-pt-round';
import { AnalyteRows, analyteFields, NEW_ANALYTE } from './analyte-rows';
import { type NewRoundValues, newRoundFormSchema } from './new-round-schema';
import { PtForm } from './pt-form';
import { type PtField, usePtForm } from './use-pt-form';

const ID = 'pt-new';
const DESCRIPTION_MAX = 2000;

const ROUND_FIELDS = [
  { path: 'name', id: `${ID}-name` },
  { path: 'matrix', id: `${ID}-matrix` },
  { path: 'description', id: `${ID}-description` },
  { path: 'feeSgd', id: `${ID}-fee` },
  { path: 'registrationOpensOn', id: `${ID}-registration-opens` },
  { path: 'registrationClosesOn', id: `${ID}-registration-closes` },
  { path: 'dispatchOn', id: `${ID}-dispatch` },
  { path: 'resultsDueOn', id: `${ID}-results-due` },
] as const satisfies readonly PtField[];

const fieldId = (path: (typeof ROUND_FIELDS)[number]['path']) =>
  ROUND_FIELDS.find((field) => field.path === path)?.id ?? `${ID}-${path}`;

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
  const kit = usePtForm({
    schema: newRoundFormSchema,
    defaultValues: EMPTY,
    fields: (values) => [...ROUND_FIELDS, ...analyteFields(ID, values.analytes.length)],
  });
  const { register, watch } = kit.form;
  const create = useCreatePtRound();
  const navigate = useNavigate();
  const description = watch('description') ?? '';

  const dateInput = (path: (typeof ROUND_FIELDS)[number]['path'], label: string, hint?: string) => (
    <TextInput
      id={fieldId(path)}
      type="date"
      label={label}
      hint={hint}
      width="short"
      error={kit.errorFor(path)}
      {...register(path)}
    />
  );

  return (
    <PtForm
      kit={kit}
      label="Create a PT round"
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
        id={fieldId('name')}
        label="Name of the round"
        hint="What laboratories see in their list, for example Patulin in apple juice."
        width="full"
        error={kit.errorFor('name')}
        {...register('name')}
      />
      <TextInput
        id={fieldId('matrix')}
        label="Matrix"
        hint="The material the test items are made of, for example Fruit juice."
        width="full"
        error={kit.errorFor('matrix')}
        {...register('matrix')}
      />
      <Textarea
        id={fieldId('description')}
        label="Description (optional)"
        hint="What the round tests and anything laboratories should know before they register."
        rows={4}
        characterCount={{ max: DESCRIPTION_MAX, count: description.length }}
        error={kit.errorFor('description')}
        {...register('description')}
      />
      <TextInput
        id={fieldId('feeSgd')}
        label="Fee in Singapore dollars (optional)"
        hint="What each laboratory pays to take part. Leave it empty for a free round."
        inputMode="decimal"
        width="short"
        error={kit.errorFor('feeSgd')}
        {...register('feeSgd')}
      />
      <h2 className="pt-form__heading">Dates</h2>
      <p className="pt-form__note">Each date is a day in Singapore.</p>
      {dateInput('registrationOpensOn', 'Registration opens on')}
      {dateInput('registrationClosesOn', 'Registration closes on')}
      {dateInput('dispatchOn', 'Test items dispatched on', 'On or after the day registration closes.')}
      {dateInput('resultsDueOn', 'Results due on')}
      <AnalyteRows kit={kit} idPrefix={ID} />
    </PtForm>
  );
}
