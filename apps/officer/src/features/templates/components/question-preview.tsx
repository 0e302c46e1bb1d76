import { fileFieldHint, fileRuleFor, type Question } from '@fsmis/domain';
import { FormField } from '@fsmis/ui/components/form-field';
import { Tag } from '@fsmis/ui/components/tag';
import { QuestionField, type QuestionFileControlProps } from '@fsmis/ui/forms/question-field';
import { type FieldValues, useForm } from 'react-hook-form';
import { answerRules, conditionText, emptyAnswerMessage } from '../utils/question-facts';

/**
 * One question as a company will see it, drawn by the portal's own `QuestionField` in a form of its own
 * with every control disabled (a preview takes no answers), then what the template says about it:
 * required or not, the answer's rules, when it shows, the value in force, the message for no answer.
 */
export function QuestionPreview({
  scope,
  question,
  siblings,
}: {
  /** Prefix of the control's id, unique on the page (as a question page's scope is). */
  readonly scope: string;
  readonly question: Question;
  /** The questions of its section (or item): a condition names one of them. */
  readonly siblings: readonly Question[];
}) {
  const { register, control } = useForm<FieldValues>({ disabled: true });
  const empty = emptyAnswerMessage(question);
  return (
    <div className="template-question">
      {/* A form of its own: the names of its controls (a radio group's) never meet another preview's. */}
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <QuestionField
          scope={scope}
          question={question}
          register={register}
          control={control}
          error={undefined}
          renderFile={(file) => <PreviewFileInput {...file} />}
        />
      </form>
      <dl className="template-question__facts">
        <div>
          <dt>Answer</dt>
          <dd>
            <Tag colour={question.optional ? 'grey' : 'blue'}>
              {question.optional ? 'Optional' : 'Required'}
            </Tag>{' '}
            {answerRules(question)}
          </dd>
        </div>
        <div>
          <dt>Id</dt>
          <dd>
            <code>{question.id}</code>
          </dd>
        </div>
        {question.when ? (
          <div>
            <dt>Shown</dt>
            <dd>{conditionText(question.when, siblings)}</dd>
          </div>
        ) : null}
        {question.current ? (
          <div>
            <dt>Beside it</dt>
            <dd>
              The value in force, from <code>{question.current.section}</code> ›{' '}
              <code>{question.current.question}</code> of the recognised application
            </dd>
          </div>
        ) : null}
        {empty ? (
          <div>
            <dt>If left empty</dt>
            <dd>“{empty}”</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

/**
 * A file question's control in the preview: the label and hint the portal's upload field shows (the
 * question's hint, then the types and size it takes), over a file input that is disabled, so nothing is
 * ever uploaded from the console.
 */
function PreviewFileInput({ id, label, hint, purpose, fileTypes, maxMb }: QuestionFileControlProps) {
  const shownHint = fileFieldHint(fileRuleFor(purpose, { fileTypes, maxMb }), hint);
  return (
    <FormField id={id} label={label} hint={shownHint}>
      <input
        id={id}
        type="file"
        className="template-question__file"
        aria-describedby={`${id}-hint`}
        disabled
      />
    </FormField>
  );
}
