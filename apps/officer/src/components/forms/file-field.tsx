import type { FileType } from '@fsmis/domain';
import { FileUpload } from '@fsmis/ui/uploads/file-upload';
import { type UploadFormKit, useUploadProblem } from '@fsmis/ui/uploads/use-upload-form-kit';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import { officerUpload } from './officer-upload';

/**
 * The field of one file (`requiredDocumentField`): the portal's upload control, whose value is the
 * upload, the field's rule in its hint after the field's own words. Its upload's own problem holds the
 * form back (`useUploadFormKit`) until the file has arrived and is fit to send.
 */
export function FileField<Input extends FieldValues, Output>({
  kit,
  name,
  label,
  hint,
  fileTypes,
}: {
  readonly kit: UploadFormKit<Input, Output>;
  readonly name: Path<Input>;
  readonly label: string;
  readonly hint?: string;
  /** Fewer types than an officer may give (a PDF only, for terms and user guides). */
  readonly fileTypes?: readonly FileType[];
}) {
  const { field } = useController({ control: kit.form.control, name });
  const onProblem = useUploadProblem(kit, name);
  return (
    <FileUpload
      id={kit.idOf(name)}
      label={label}
      {...(hint ? { hint } : {})}
      {...officerUpload(fileTypes)}
      value={field.value ?? null}
      onChange={(attachment) => {
        field.onChange(attachment);
        field.onBlur();
      }}
      error={kit.errorFor(name)}
      onProblem={onProblem}
    />
  );
}
