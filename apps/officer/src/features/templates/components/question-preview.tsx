import type { Question } from '@fsmis/domain';
import { ChoiceFieldset } from '@fsmis/ui/components/choice-fieldset';
import { FormField } from '@fsmis/ui/components/form-field';
import { Tag } from '@fsmis/ui/components/tag';
import '@fsmis/ui/components/radios.css';
import '@fsmis/ui/components/checkbox.css';
import '@fsmis/ui/components/checkboxes.css';
import '@fsmis/ui/components/textarea.css';
import { answerRules, conditionText, emptyAnswerMessage } from '../utils/question-facts';

const WIDTHS = { short: 'short', medium: 'medium', full: 'full' } as const;

/**
 * One question as a company will see it (its label, hint and control, disabled here), then what the
 * template says about it: required or not, the answer's rules, when it shows, the message for no answer.
 */
export function QuestionPreview({
  id,
  question,
  siblings,
}: {
  /** The id of the preview's control, unique on the page. */
  readonly id: string;
  readonly question: Question;
  /** The questions of its section (or item): a condition names one of them. */
  readonly siblings: readonly Question[];
}) {
  const empty = emptyAnswerMessage(question);
  return (
    <div className="template-question">
      <QuestionControl id={id} question={question} />
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

/** The question's control, as the portal draws it, disabled: a preview takes no answers. */
function QuestionControl({ id, question }: { readonly id: string; readonly question: Question }) {
  const label = question.optional ? `${question.label} (optional)` : question.label;
  const hint = question.hint;
  const hintId = hint ? `${id}-hint` : undefined;
  switch (question.kind) {
    case 'radios':
    case 'checkboxes': {
      const radio = question.kind === 'radios';
      return (
        <ChoiceFieldset
          id={id}
          legend={label}
          hint={hint}
          fieldsetClassName={radio ? 'radios__fieldset' : 'checkboxes__fieldset'}
          legendClassName={radio ? 'radios__legend' : 'checkboxes__legend'}
        >
          <div className={radio ? 'radios' : 'checkboxes'}>
            {question.options.map((option, index) => {
              const optionId = index === 0 ? id : `${id}-${option.value}`;
              const optionHintId = option.hint ? `${optionId}-item-hint` : undefined;
              return (
                <div className={radio ? 'radios__item' : 'checkbox'} key={option.value}>
                  <input
                    className={radio ? 'radios__input' : 'checkbox__input'}
                    id={optionId}
                    name={id}
                    type={radio ? 'radio' : 'checkbox'}
                    value={option.value}
                    aria-describedby={optionHintId}
                    disabled
                  />
                  <label className={radio ? 'radios__label' : 'checkbox__label'} htmlFor={optionId}>
                    {option.label}
                  </label>
                  {option.hint ? (
                    <div className={radio ? 'radios__hint' : 'checkbox__hint'} id={optionHintId}>
                      {option.hint}
                    </div>
                  ) : null}
                </div>
              );
            })}
          </div>
        </ChoiceFieldset>
      );
    }
    case 'textarea':
      return (
        <FormField id={id} label={label} hint={hint}>
          <textarea
            id={id}
            className="form-field__input textarea"
            rows={3}
            aria-describedby={hintId}
            disabled
          />
        </FormField>
      );
    case 'file':
      return (
        <FormField id={id} label={label} hint={hint}>
          <input id={id} type="file" className="template-question__file" aria-describedby={hintId} disabled />
        </FormField>
      );
    default: {
      const width =
        question.kind === 'text'
          ? WIDTHS[question.width ?? (question.maxLength > 100 ? 'full' : 'medium')]
          : 'short';
      return (
        <FormField id={id} label={label} hint={hint}>
          <div className="template-question__with-suffix">
            <input
              id={id}
              type={question.kind === 'date' ? 'date' : 'text'}
              className={`form-field__input form-field__input--${width}`}
              aria-describedby={hintId}
              disabled
            />
            {question.kind === 'number' && question.suffix ? (
              <span className="template-question__suffix" aria-hidden="true">
                {question.suffix}
              </span>
            ) : null}
          </div>
        </FormField>
      );
    }
  }
}
