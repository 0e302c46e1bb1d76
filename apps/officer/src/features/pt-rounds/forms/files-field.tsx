import { formatFileSize } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { FieldNotes, fieldDescriptionIds } from '@fsmis/ui/components/form-field';
import type { ChangeEvent, Ref } from 'react';

/** A file as the list knows it: the same file chosen twice is listed (and sent) once. */
const fileKey = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;

/**
 * Files chosen one or several at a time: each choice adds to the list, and each file can be taken off
 * again. The form keeps the files themselves and reads them only when it is sent.
 */
export function FilesField({
  id,
  label,
  hint,
  files,
  error,
  onChange,
  onBlur,
  ref,
}: {
  readonly id: string;
  readonly label: string;
  readonly hint: string;
  readonly files: readonly File[];
  readonly error?: string | undefined;
  readonly onChange: (files: File[]) => void;
  readonly onBlur: () => void;
  readonly ref?: Ref<HTMLInputElement>;
}) {
  const { hintId, errorId, describedBy } = fieldDescriptionIds(id, { hint, error });
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.currentTarget.files ?? [])];
    // Cleared, so that choosing the same file again after removing it is seen as a change.
    event.currentTarget.value = '';
    const known = new Set(files.map(fileKey));
    const added = chosen.filter((file) => !known.has(fileKey(file)));
    if (added.length > 0) onChange([...files, ...added]);
    onBlur();
  };
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
      <input
        ref={ref}
        id={id}
        type="file"
        multiple
        className="pt-files__input"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={add}
        onBlur={onBlur}
      />
      {files.length > 0 ? (
        <ul className="pt-files" aria-label="Chosen files">
          {files.map((file) => (
            <li key={fileKey(file)} className="pt-files__file">
              <span>
                {file.name} ({formatFileSize(file.size)})
              </span>
              <Button variant="link" onClick={() => onChange(files.filter((other) => other !== file))}>
                Remove<span className="visually-hidden"> {file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {files.length === 0 ? '' : `${files.length} ${files.length === 1 ? 'file' : 'files'} chosen`}
      </p>
    </div>
  );
}
