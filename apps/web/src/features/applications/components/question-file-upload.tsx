import type { QuestionFileControlProps } from '@fsmis/ui/forms/question-field';
import { FileUpload } from '@fsmis/ui/uploads/file-upload';

/**
 * A template's file question on the portal: the portal's upload field, holding the answer's attachment.
 * `onProblem` hears the field's own problem (a file refused at upload, or found infected), so the page can
 * list it in its error summary too.
 */
export function QuestionFileUpload({
  value,
  onChange,
  ...field
}: QuestionFileControlProps & { readonly onProblem?: (problem: string | null) => void }) {
  return (
    <FileUpload
      {...field}
      value={
        value
          ? {
              attachmentId: value.attachmentId,
              displayFileName: value.displayFileName,
              fileSize: value.fileSize,
              createdAt: '',
              attachmentStatus: (value.attachmentStatus ?? 1) as never,
            }
          : null
      }
      onChange={(attachment) =>
        onChange(
          attachment
            ? {
                attachmentId: attachment.attachmentId,
                displayFileName: attachment.displayFileName,
                fileSize: attachment.fileSize,
                attachmentStatus: attachment.attachmentStatus,
              }
            : null,
        )
      }
    />
  );
}
