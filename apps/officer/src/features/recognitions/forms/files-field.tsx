import { formatFileSize } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { FieldNotes, fieldDescriptionIds } from '@fsmis/ui/components/form-field';
import type { ChangeEvent } from 'react';

/** A file as the officer chose it: the same file chosen twice is kept once. */
const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** The most documents an officer gives with one step (the contracts' `files` limit). */
export const FILES_MAX = 10;

/**
 * Documents given with a step, chosen one or several at a time: each choice adds to the list, and each
 * file can be taken off again. The files are read and sent with the form.
 */
export function FilesField({
  id,
  label = 'Documents (optional)',
  hint = `You can attach up to ${FILES_MAX} documents, such as PDF files.`,
  files,
  onChange,
  error,
}: {
  readonly id: string;
  readonly label?: string;
  readonly hint?: string;
  readonly files: readonly File[];
  readonly onChange: (files: File[]) => void;
  readonly error?: string | undefined;
}) {
  const { hintId, errorId, describedBy } = fieldDescriptionIds(id, { hint, error });
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.currentTarget.files ?? [])];
    // Cleared, so that choosing the same file again after removing it is seen as a change.
    event.currentTarget.value = '';
    const added = chosen.filter((file) => !files.some((kept) => fileKey(kept) === fileKey(file)));
    if (added.length > 0) onChange([...files, ...added]);
  };
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
      <input
        id={id}
        type="file"
        multiple
        className="recognitions-files__input"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={add}
      />
      {files.length > 0 ? (
        <ul className="recognitions-files" aria-label={`${label}: chosen files`}>
          {files.map((file) => (
            <li key={fileKey(file)} className="recognitions-files__file">
              <span>
                {file.name} ({formatFileSize(file.size)})
              </span>
              <Button variant="link" onClick={() => onChange(files.filter((kept) => kept !== file))}>
                Remove <span className="visually-hidden">{file.name}</span>
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
