import {
  type ApplicationDetails,
  answerText,
  currentValueOf,
  type FileAnswer,
  type FormTemplate,
  ITEM_KEY,
  isRecord,
  isShown,
  type Question,
  type Section,
  sectionChanges,
} from '@fsmis/domain';
import { CompanyText } from '@fsmis/ui/components/company-text';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { Tag } from '@fsmis/ui/components/tag';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { apiPaths } from '../../../config/paths';
import { itemsOf, itemTitle } from '../utils/section-form';
import { formHref } from './form-location';
import './answers-summary.css';

/**
 * An application's answers, section by section, as a person reads them: the GOV.UK check-answers list.
 * With `changeLinks` each section links back to its page (check your answers); with a baseline, what
 * changed against the recognised application is marked. Files link to their download once submitted.
 */
export function AnswersSummary({
  application,
  template,
  changeLinks,
  headingLevel = 2,
}: {
  readonly application: ApplicationDetails;
  readonly template: FormTemplate;
  readonly changeLinks: boolean;
  readonly headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {template.sections.map((section) => (
        <section className="answers-summary" key={section.id} aria-labelledby={`answers-${section.id}`}>
          <div className="answers-summary__header">
            <Heading className="answers-summary__title" id={`answers-${section.id}`}>
              {section.title}
            </Heading>
            {changeLinks ? (
              <Link to={formHref(application, { section: section.id })}>
                Change<span className="visually-hidden"> {section.title}</span>
              </Link>
            ) : null}
          </div>
          <SectionAnswers application={application} template={template} section={section} />
        </section>
      ))}
    </>
  );
}

function SectionAnswers({
  application,
  template,
  section,
}: {
  readonly application: ApplicationDetails;
  readonly template: FormTemplate;
  readonly section: Section;
}) {
  const answers = application.sections[section.id]?.answers;
  const baseline = application.baseline?.[section.id];
  const changes =
    application.baseline && baseline !== undefined ? sectionChanges(section, baseline, answers) : null;
  const shownAnswer = (question: Question, value: unknown): ReactNode =>
    question.kind === 'file' && isRecord(value) && application.isSubmitted ? (
      <a href={apiPaths.applicationDocument(application.id, (value as FileAnswer).attachmentId)} download>
        <bdi>{answerText(question, value)}</bdi>
      </a>
    ) : (
      <CompanyText
        text={answerText(question, value)}
        missing={<span className="answers-summary__empty">Not given</span>}
      />
    );

  if (section.kind === 'questions') {
    const given = isRecord(answers) ? answers : {};
    const before = isRecord(baseline) ? baseline : {};
    const changed = (question: Question) =>
      changes?.kind === 'questions' && changes.changed.includes(question.id);
    return (
      <SummaryList
        rows={section.questions
          .filter((question) => isShown(question.when, given))
          .map((question) => {
            const current = question.current
              ? currentValueOf(template, question.current, application.baseline)
              : null;
            const differs = current !== null && current !== answerText(question, given[question.id]);
            return {
              key: question.label,
              value:
                question.kind === 'checkboxes' && changed(question) ? (
                  <ChoiceChanges
                    question={question}
                    before={before[question.id]}
                    after={given[question.id]}
                  />
                ) : (
                  <>
                    {shownAnswer(question, given[question.id])}
                    {changed(question) || differs ? (
                      <>
                        {' '}
                        <Tag colour="yellow">Changed</Tag>
                      </>
                    ) : null}
                    {current !== null ? (
                      <span className="answers-summary__current">
                        Currently: {current ? <bdi>{current}</bdi> : 'not given'}
                      </span>
                    ) : null}
                  </>
                ),
            };
          })}
      />
    );
  }

  const items = itemsOf(answers);
  return (
    <>
      {items.length === 0 ? <p>None added.</p> : null}
      {items.map((item, index) => {
        const key = String(item[ITEM_KEY]);
        return (
          <div className="answers-summary__item" key={key}>
            <p className="answers-summary__item-title">
              <bdi>{itemTitle(section, item, index)}</bdi>
              {changes?.kind === 'repeating' && changes.added.includes(key) ? (
                <>
                  {' '}
                  <Tag colour="green">Added</Tag>
                </>
              ) : null}
              {changes?.kind === 'repeating' && changes.changed.includes(key) ? (
                <>
                  {' '}
                  <Tag colour="yellow">Changed</Tag>
                </>
              ) : null}
            </p>
            <SummaryList
              rows={section.questions
                .filter((question) => isShown(question.when, item))
                .map((question) => ({
                  key: question.label,
                  value: shownAnswer(question, item[question.id]),
                }))}
            />
          </div>
        );
      })}
      {changes?.kind === 'repeating'
        ? changes.removed.map((item, index) => (
            <p className="answers-summary__item-title" key={String(item[ITEM_KEY])}>
              <del>
                <bdi>{itemTitle(section, item, index)}</bdi>
              </del>{' '}
              <Tag colour="grey">Withdrawn</Tag>
            </p>
          ))
        : null}
    </>
  );
}

/** A changed choice of several: what is added to the recognised choice, and what is withdrawn from it. */
function ChoiceChanges({
  question,
  before,
  after,
}: {
  readonly question: Extract<Question, { kind: 'checkboxes' }>;
  readonly before: unknown;
  readonly after: unknown;
}) {
  const was = Array.isArray(before) ? (before as string[]) : [];
  const now = Array.isArray(after) ? (after as string[]) : [];
  return (
    <ul className="answers-summary__choices">
      {question.options
        .filter((option) => was.includes(option.value) || now.includes(option.value))
        .map((option) => (
          <li key={option.value}>
            {now.includes(option.value) ? option.label : <del>{option.label}</del>}
            {now.includes(option.value) && !was.includes(option.value) ? (
              <>
                {' '}
                <Tag colour="green">Added</Tag>
              </>
            ) : null}
            {!now.includes(option.value) ? (
              <>
                {' '}
                <Tag colour="grey">Withdrawn</Tag>
              </>
            ) : null}
          </li>
        ))}
    </ul>
  );
}
