import { fileRuleFor, fileRuleHint } from '@fsmis/domain';
import { DocumentUploads } from '@fsmis/ui/uploads/document-uploads';
import { type UploadFormKit, useUploadProblem } from '@fsmis/ui/uploads/use-upload-form-kit';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import { officerUpload } from './officer-upload';

/** The most files an officer gives with one step (the contracts' `files`). */
export const OFFICER_FILES_MAX = 10;

const HINT = `Up to ${OFFICER_FILES_MAX} files. ${fileRuleHint(fileRuleFor('officer-document'))} each.`;

/**
 * The field of several files (`documentsField`): the portal's upload control once per file and once
 * more for the next, its label naming the first. The value is the uploads; any upload's own problem
 * holds the form back (`useUploadFormKit`) until every file has arrived and is fit to send.
 */
export function FilesField<Input extends FieldValues, Output>({
  kit,
  name,
  label,
}: {
  readonly kit: UploadFormKit<Input, Output>;
  readonly name: Path<Input>;
  readonly label: string;
}) {
  const { field } = useController({ control: kit.form.control, name });
  const onProblem = useUploadProblem(kit, name);
  return (
    <DocumentUploads
      id={kit.idOf(name)}
      legend={label}
      hint={HINT}
      legendNamesFirstFile
      {...officerUpload()}
      max={OFFICER_FILES_MAX}
      value={field.value ?? []}
      onChange={(attachments) => {
        field.onChange(attachments);
        field.onBlur();
      }}
      error={kit.errorFor(name)}
      onProblem={onProblem}
    />
  );
}
