import { FieldNotes, fieldDescriptionIds } from '@fsmis/ui/components/form-field';
import type { Attachment } from './attachment';
import { FileUpload } from './file-upload';
import './document-uploads.css';

export type DocumentUploadsProps = {
  /** The id of the first file input; the error summary links to it. */
  readonly id: string;
  readonly legend: string;
  readonly hint?: string;
  /** What the files are given for (an application, a recognition), told to the upload. */
  readonly entityId: string;
  readonly value: readonly Attachment[];
  readonly onChange: (attachments: Attachment[]) => void;
  readonly max: number;
  readonly error?: string | undefined;
};

/**
 * Several files for one answer: the portal's upload control once per file, plus one more for the next
 * file until the limit. Each control follows its own file's virus scan.
 */
export function DocumentUploads({
  id,
  legend,
  hint,
  entityId,
  value,
  onChange,
  max,
  error,
}: DocumentUploadsProps) {
  const groupId = `${id}-group`;
  const { hintId, errorId, describedBy } = fieldDescriptionIds(groupId, { hint, error });
  const slots: (Attachment | null)[] = value.length < max ? [...value, null] : [...value];
  const change = (index: number, attachment: Attachment | null) =>
    onChange(
      attachment
        ? value.length === index
          ? [...value, attachment]
          : value.map((each, at) => (at === index ? attachment : each))
        : value.filter((_, at) => at !== index),
    );
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <fieldset className="document-uploads" aria-describedby={describedBy}>
        <legend className="document-uploads__legend">{legend}</legend>
        <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
        {slots.map((attachment, index) => (
          <FileUpload
            // A new key once a file arrives: the next empty control starts afresh.
            key={attachment?.attachmentId ?? `next-${value.length}`}
            id={index === 0 ? id : `${id}-${index + 1}`}
            label={attachment ? `File ${index + 1}` : value.length === 0 ? 'Add a file' : 'Add another file'}
            purpose="document"
            entityId={entityId}
            value={attachment}
            onChange={(next) => change(index, next)}
          />
        ))}
      </fieldset>
    </div>
  );
}
