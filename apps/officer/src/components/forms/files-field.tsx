import { formatFileSize } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { FormField, fieldDescriptionIds } from '@fsmis/ui/components/form-field';
import type { FormKit } from '@fsmis/ui/lib/use-form-kit';
import type { ChangeEvent } from 'react';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import './file-fields.css';

/** A file as the list knows it: the same file chosen twice is listed (and sent) once. */
const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * Files chosen one or several at a time (`chosenFilesSchema`): each choice adds to the list, and each
 * file can be taken off again. The form keeps the files themselves and reads them only when it is sent.
 */
export function FilesField<Input extends FieldValues, Output>({
  kit,
  name,
  label,
  hint,
}: {
  readonly kit: FormKit<Input, Output>;
  readonly name: Path<Input>;
  readonly label: string;
  readonly hint: string;
}) {
  const { field } = useController({ control: kit.form.control, name });
  const files: readonly File[] = field.value ?? [];
  const id = kit.idOf(name);
  const error = kit.errorFor(name);
  const { describedBy } = fieldDescriptionIds(id, { hint, error });
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.currentTarget.files ?? [])];
    // Cleared, so that choosing the same file again after removing it is seen as a change.
    event.currentTarget.value = '';
    const known = new Set(files.map(fileKey));
    const added = chosen.filter((file) => !known.has(fileKey(file)));
    if (added.length > 0) field.onChange([...files, ...added]);
    field.onBlur();
  };
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        ref={field.ref}
        id={id}
        type="file"
        multiple
        className="file-field__input"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={add}
        onBlur={field.onBlur}
      />
      {files.length > 0 ? (
        <ul className="file-field__list" aria-label={`${label}: chosen files`}>
          {files.map((file) => (
            <li key={fileKey(file)} className="file-field__file">
              <span>
                {file.name} ({formatFileSize(file.size)})
              </span>
              <Button variant="link" onClick={() => field.onChange(files.filter((kept) => kept !== file))}>
                Remove<span className="visually-hidden"> {file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {files.length === 0 ? '' : `${files.length} ${files.length === 1 ? 'file' : 'files'} chosen`}
      </p>
    </FormField>
  );
}
