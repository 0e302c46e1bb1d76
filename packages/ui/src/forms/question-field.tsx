import {
  type AttachmentPurpose,
  type FileAnswer,
  type FileQuestion,
  type Question,
  TEXT_ANSWER_HARD_LIMIT,
} from '@fsmis/domain';
import type { ReactElement } from 'react';
import { type Control, Controller, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { CheckboxGroup } from '../components/checkbox-group';
import { Radios } from '../components/radios';
import { TextInput } from '../components/text-input';
import { Textarea } from '../components/textarea';
import './question-field.css';

/** The id of a question's control on a page (error summaries link to it). */
export const fieldIdOf = (scope: string, questionId: string) => `${scope}-${questionId}`;

/** What a template's file question takes: a company's documents (their types and size, narrowed by it). */
const QUESTION_FILE_PURPOSE = 'document' satisfies AttachmentPurpose;

const TEXT_INPUT_MODES = { postalCode: 'numeric', telephone: 'tel', uen: 'text', email: 'email' } as const;
const AUTOCOMPLETE = { email: 'email', telephone: 'tel' } as const;

/** What the control of a file question is drawn from: the question's label and hint, its rule and answer. */
export type QuestionFileControlProps = {
  /** The id of the file input (error summaries link to it). */
  readonly id: string;
  readonly label: string;
  /** The question's own hint; the control adds the rule (types and size) after it. */
  readonly hint?: string;
  readonly error: string | undefined;
  readonly purpose: typeof QUESTION_FILE_PURPOSE;
  readonly fileTypes: FileQuestion['fileTypes'];
  readonly maxMb: number;
  readonly value: FileAnswer | null;
  /** Called with the new answer; the field then counts as touched. */
  readonly onChange: (answer: FileAnswer | null) => void;
};

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
  /**
   * Draws a file question's control. Sending a file needs an app's API (the portal's upload field);
   * the console's preview of a template draws a file input that takes none.
   */
  readonly renderFile: (props: QuestionFileControlProps) => ReactElement;
};

/**
 * One question of a template, drawn with the shared accessible controls: a label (or a legend for a
 * group), its hint, its error once touched, and the control itself. The portal's question pages and the
 * console's preview of a template both draw each question with it, so the preview is the form a company
 * sees; a form made with `disabled` draws every control disabled.
 */
export function QuestionField({
  scope,
  question,
  register,
  control,
  error,
  current,
  text,
  renderFile,
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
              disabled={field.disabled}
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
          render={({ field }) =>
            renderFile({
              id,
              label,
              ...(hint ? { hint } : {}),
              error,
              purpose: QUESTION_FILE_PURPOSE,
              fileTypes: question.fileTypes,
              maxMb: question.maxMb,
              value: (field.value as FileAnswer | null | undefined) ?? null,
              onChange: (answer) => {
                field.onChange(answer);
                field.onBlur();
              },
            })
          }
        />
      );
  }
}
