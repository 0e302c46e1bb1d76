import { acceptAttributeForTypes, type CompanyFileType } from '@fsmis/domain';
import { FormField, fieldDescriptionIds } from '@fsmis/ui/components/form-field';
import type { FormKit } from '@fsmis/ui/lib/use-form-kit';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import { OFFICER_FILE_HINT } from '../../lib/forms/chosen-files';
import './file-fields.css';

/**
 * A labelled file input holding one file (`chosenFileSchema`): the form keeps the File itself and reads
 * it only when it is sent. `accept` narrows what the browser offers to the types the field's rule takes
 * (a PDF only, for terms and user guides); the rule itself is the form's schema's.
 */
export function FileField<Input extends FieldValues, Output>({
  kit,
  name,
  label,
  hint = OFFICER_FILE_HINT,
  accept,
}: {
  readonly kit: FormKit<Input, Output>;
  readonly name: Path<Input>;
  readonly label: string;
  readonly hint?: string;
  readonly accept?: readonly CompanyFileType[];
}) {
  const { field } = useController({ control: kit.form.control, name });
  const id = kit.idOf(name);
  const error = kit.errorFor(name);
  const { describedBy } = fieldDescriptionIds(id, { hint, error });
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        ref={field.ref}
        id={id}
        name={field.name}
        type="file"
        className="file-field__input"
        accept={accept ? acceptAttributeForTypes(accept) : undefined}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          field.onChange(event.currentTarget.files?.[0] ?? null);
          field.onBlur();
        }}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}
