import { type FileAnswer, type Question, TEXT_ANSWER_HARD_LIMIT } from '@fsmis/domain';
import { CheckboxGroup } from '@fsmis/ui/components/checkbox-group';
import { Radios } from '@fsmis/ui/components/radios';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { type Control, Controller, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { FileUpload } from '../../../components/ui/file-upload/file-upload';

/** The id of a question's control on a page (error summaries link to it). */
export const fieldIdOf = (scope: string, questionId: string) => `${scope}-${questionId}`;

const TEXT_INPUT_MODES = { postalCode: 'numeric', telephone: 'tel', uen: 'text', email: 'email' } as const;
const AUTOCOMPLETE = { email: 'email', telephone: 'tel' } as const;

export type QuestionFieldProps = {
  readonly scope: string;
  readonly question: Question;
  readonly register: UseFormRegister<FieldValues>;
  readonly control: Control<FieldValues>;
  readonly error: string | undefined;
  /** The value in force (change forms), shown beside the question. */
  readonly current?: string;
  /** The text typed so far (for a character count). */
  readonly text?: string;
};

/**
 * One question of a template, drawn with the portal's own accessible controls: a label (or a legend for
 * a group), its hint, its error once touched, and the control itself.
 */
export function QuestionField({
  scope,
  question,
  register,
  control,
  error,
  current,
  text,
}: QuestionFieldProps) {
  const id = fieldIdOf(scope, question.id);
  const label = question.optional ? `${question.label} (optional)` : question.label;
  const hint =
    [current ? `Currently: ${current}.` : '', question.hint ?? ''].filter(Boolean).join(' ') || undefined;
  const common = { id, label, hint, error };
  switch (question.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          type={question.format === 'email' ? 'email' : 'text'}
          inputMode={question.format ? TEXT_INPUT_MODES[question.format] : undefined}
          autoComplete={
            question.format === 'email' || question.format === 'telephone'
              ? AUTOCOMPLETE[question.format]
              : 'off'
          }
          spellCheck={question.format ? false : undefined}
          width={question.width ?? (question.maxLength > 100 ? 'full' : 'medium')}
          maxLength={TEXT_ANSWER_HARD_LIMIT}
          {...register(question.id)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          characterCount={{ max: question.maxLength, count: text?.length ?? 0 }}
          maxLength={TEXT_ANSWER_HARD_LIMIT}
          {...register(question.id)}
        />
      );
    case 'number':
      return (
        <div className="question-field__with-suffix">
          <TextInput
            {...common}
            inputMode="decimal"
            width="short"
            spellCheck={false}
            {...register(question.id)}
          />
          {question.suffix ? (
            <span className="question-field__suffix" aria-hidden="true">
              {question.suffix}
            </span>
          ) : null}
        </div>
      );
    case 'date':
      return <TextInput {...common} type="date" width="short" {...register(question.id)} />;
    case 'radios':
      return (
        <Radios
          id={id}
          legend={label}
          {...(hint ? { hint } : {})}
          error={error}
          options={question.options.map((option) => ({
            value: option.value,
            label: option.label,
            ...(option.hint ? { hint: option.hint } : {}),
          }))}
          {...register(question.id)}
        />
      );
    case 'checkboxes':
      return (
        <Controller
          control={control}
          name={question.id}
          render={({ field }) => (
            <CheckboxGroup
              id={id}
              legend={label}
              hint={hint}
              error={error}
              options={question.options}
              value={Array.isArray(field.value) ? (field.value as string[]) : []}
              onChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
            />
          )}
        />
      );
    case 'file':
      return (
        <Controller
          control={control}
          name={question.id}
          render={({ field }) => {
            const value = field.value as FileAnswer | null | undefined;
            return (
              <FileUpload
                id={id}
                label={label}
                {...(hint ? { hint } : {})}
                purpose="document"
                fileTypes={question.fileTypes}
                maxMb={question.maxMb}
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
                onChange={(attachment) => {
                  field.onChange(
                    attachment
                      ? {
                          attachmentId: attachment.attachmentId,
                          displayFileName: attachment.displayFileName,
                          fileSize: attachment.fileSize,
                          attachmentStatus: attachment.attachmentStatus,
                        }
                      : null,
                  );
                  field.onBlur();
                }}
                error={error}
              />
            );
          }}
        />
      );
  }
}
