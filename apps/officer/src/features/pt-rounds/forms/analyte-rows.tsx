import { Button } from '@fsmis/ui/components/button';
import { FieldNotes, fieldDescriptionIds } from '@fsmis/ui/components/form-field';
import { TextInput } from '@fsmis/ui/components/text-input';
import type { FormKit, KitField } from '@fsmis/ui/lib/use-form-kit';
import { useEffect, useState } from 'react';
import { type FieldValues, type Path, useFieldArray } from 'react-hook-form';

/** The most analytes a round has (the contract's limit). */
export const ANALYTES_MAX = 50;

export const NEW_ANALYTE = { name: '', unit: '' } as const;

const addButtonId = (idPrefix: string) => `${idPrefix}-analytes-add`;
const rowId = (idPrefix: string, index: number, part: 'name' | 'unit') =>
  `${idPrefix}-analytes-${index}-${part}`;

/** The analytes' fields in the order shown, or the list itself when it is empty (it needs one). */
export function analyteFields(idPrefix: string, count: number): KitField[] {
  if (count === 0) return [{ name: 'analytes', id: addButtonId(idPrefix) }];
  return Array.from({ length: count }, (_, index) => [
    { name: `analytes.${index}.name`, id: rowId(idPrefix, index, 'name') },
    { name: `analytes.${index}.unit`, id: rowId(idPrefix, index, 'unit') },
  ]).flat();
}

type WithAnalytes = { analytes: { name: string; unit: string }[] } & FieldValues;

/**
 * The round's analytes, a row each (name and unit), that the officer adds and removes. A new row takes
 * focus; after a removal focus goes to the button that adds one, and the change is announced.
 */
export function AnalyteRows<Input extends WithAnalytes, Output>({
  kit,
  idPrefix,
}: {
  readonly kit: FormKit<Input, Output>;
  readonly idPrefix: string;
}) {
  const { control, register } = kit.form;
  const { fields, append, remove } = useFieldArray({ control: control as never, name: 'analytes' as never });
  const [announcement, setAnnouncement] = useState('');
  // Counts removals: focus moves once the rows (and the add button, at the limit) are drawn again.
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) document.getElementById(addButtonId(idPrefix))?.focus();
  }, [removals, idPrefix]);
  const groupId = `${idPrefix}-analytes`;
  const listError = fields.length === 0 ? kit.errorFor('analytes') : undefined;
  const hint = 'Each analyte the laboratories measure, with the unit they report it in.';
  const { hintId, errorId, describedBy } = fieldDescriptionIds(groupId, { hint, error: listError });
  const path = (index: number, part: 'name' | 'unit') => `analytes.${index}.${part}` as Path<Input>;

  return (
    <div className={listError ? 'form-field form-field--error' : 'form-field'}>
      <fieldset className="pt-analytes" aria-describedby={describedBy}>
        <legend className="pt-analytes__legend">Analytes</legend>
        <FieldNotes hint={hint} hintId={hintId} error={listError} errorId={errorId} />
        <ol className="pt-analytes__list">
          {fields.map((field, index) => (
            <li key={field.id} className="pt-analytes__row">
              <fieldset className="pt-analytes__analyte">
                <legend className="pt-analytes__analyte-legend">Analyte {index + 1}</legend>
                <div className="pt-analytes__inputs">
                  <TextInput
                    id={rowId(idPrefix, index, 'name')}
                    label="Name"
                    width="full"
                    error={kit.errorFor(`analytes.${index}.name`)}
                    {...register(path(index, 'name'))}
                  />
                  <TextInput
                    id={rowId(idPrefix, index, 'unit')}
                    label="Unit"
                    hint="For example, µg/kg"
                    width="short"
                    error={kit.errorFor(`analytes.${index}.unit`)}
                    {...register(path(index, 'unit'))}
                  />
                </div>
                <Button
                  variant="secondary"
                  className="pt-analytes__remove"
                  onClick={() => {
                    remove(index);
                    setAnnouncement(`Analyte ${index + 1} removed.`);
                    setRemovals((count) => count + 1);
                  }}
                >
                  Remove<span className="visually-hidden"> analyte {index + 1}</span>
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
        {fields.length < ANALYTES_MAX ? (
          <Button
            id={addButtonId(idPrefix)}
            variant="secondary"
            onClick={() => {
              append({ ...NEW_ANALYTE } as never);
              setAnnouncement(`Analyte ${fields.length + 1} added.`);
            }}
          >
            {fields.length === 0 ? 'Add an analyte' : 'Add another analyte'}
          </Button>
        ) : (
          <p className="pt-form__note">A round has at most {ANALYTES_MAX} analytes.</p>
        )}
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </fieldset>
    </div>
  );
}
