import {
  type ApplicationDetails,
  AttachmentScanStatus,
  answerText,
  currentValueOf,
  type FileAnswer,
  type FormTemplate,
  ITEM_KEY,
  isAttachmentDownloadable,
  isRecord,
  isShown,
  itemTitle,
  type Question,
  type RepeatingSection,
  repeatingItems,
  type Section,
  type SectionChanges,
  sectionChanges,
} from '@fsmis/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CompanyText } from '../components/company-text';
import { SummaryList } from '../components/summary-list';
import { Tag } from '../components/tag';
import './answers-summary.css';

/** Where the answers lead: a file's download, and each section's page to change it. */
export type AnswersLinks = {
  /** Null where the file is named but not offered (a draft's files are not downloaded from here). */
  readonly file: (file: FileAnswer) => string | null;
  /** Where a section's "Change" link leads; without it no section offers one. */
  readonly change?: (section: Section) => string;
};

type Answers = Pick<ApplicationDetails, 'sections' | 'baseline'>;

/**
 * An application's answers, section by section, as a person reads them: the GOV.UK check answers list,
 * with the template's own labels. A company's text is isolated in `<bdi>`. Against a baseline (a renewal
 * or change), what differs from the recognised application is marked, and a change of company details
 * shows the value in force beside each answer it asks.
 */
export function AnswersSummary({
  application,
  template,
  links,
  headingLevel = 2,
}: {
  readonly application: Answers;
  readonly template: FormTemplate;
  readonly links: AnswersLinks;
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
            {links.change ? (
              <Link to={links.change(section)}>
                Change<span className="visually-hidden"> {section.title}</span>
              </Link>
            ) : null}
          </div>
          <SectionAnswers
            application={application}
            template={template}
            section={section}
            links={links}
            itemHeading={headingLevel === 2 ? 'h3' : 'h4'}
          />
        </section>
      ))}
    </>
  );
}

type SectionProps = {
  readonly application: Answers;
  readonly template: FormTemplate;
  readonly section: Section;
  readonly links: AnswersLinks;
  readonly itemHeading: 'h3' | 'h4';
};

function SectionAnswers(props: SectionProps) {
  const { application, section } = props;
  const answers = application.sections[section.id]?.answers;
  const baseline = application.baseline?.[section.id];
  const changes =
    application.baseline && baseline !== undefined ? sectionChanges(section, baseline, answers) : null;
  return section.kind === 'questions' ? (
    <QuestionAnswers {...props} answers={answers} baseline={baseline} changes={changes} />
  ) : (
    <ItemAnswers {...props} section={section} answers={answers} changes={changes} />
  );
}

/** An answer as the reader sees it: a file by its name (a download where offered), else its text. */
function Answer({
  question,
  value,
  links,
}: {
  readonly question: Question;
  readonly value: unknown;
  readonly links: AnswersLinks;
}) {
  if (question.kind === 'file' && isRecord(value)) {
    return <FileAnswerLink file={value as FileAnswer} href={links.file(value as FileAnswer)} />;
  }
  return (
    <CompanyText
      text={answerText(question, value)}
      missing={<span className="answers-summary__empty">Not given</span>}
    />
  );
}

/** A file given as an answer: a download once its virus scan has passed, where one is offered. */
function FileAnswerLink({ file, href }: { readonly file: FileAnswer; readonly href: string | null }) {
  if (href === null) return <bdi>{file.displayFileName}</bdi>;
  const status = (file.attachmentStatus ?? AttachmentScanStatus.scanned) as AttachmentScanStatus;
  if (!isAttachmentDownloadable(status)) {
    return (
      <span>
        <bdi>{file.displayFileName}</bdi> (not available: it has not passed the virus scan)
      </span>
    );
  }
  return (
    <a href={href} download>
      <bdi>{file.displayFileName}</bdi>
    </a>
  );
}

/** A tag after the words it marks, a space apart. */
function Mark({
  children,
  colour,
}: {
  readonly children: ReactNode;
  readonly colour: 'green' | 'yellow' | 'grey';
}) {
  return (
    <>
      {' '}
      <Tag colour={colour}>{children}</Tag>
    </>
  );
}

function QuestionAnswers({
  application,
  template,
  section,
  links,
  answers,
  baseline,
  changes,
}: SectionProps & {
  readonly answers: unknown;
  readonly baseline: unknown;
  readonly changes: SectionChanges | null;
}) {
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
                <ChoiceChanges question={question} before={before[question.id]} after={given[question.id]} />
              ) : (
                <>
                  <Answer question={question} value={given[question.id]} links={links} />
                  {changed(question) || differs ? <Mark colour="yellow">Changed</Mark> : null}
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

function ItemAnswers({
  section,
  links,
  itemHeading: ItemHeading,
  answers,
  changes,
}: SectionProps & {
  readonly section: RepeatingSection;
  readonly answers: unknown;
  readonly changes: SectionChanges | null;
}) {
  const items = repeatingItems(answers);
  const repeating = changes?.kind === 'repeating' ? changes : null;
  return (
    <>
      {items.length === 0 ? <p>None added.</p> : null}
      {items.map((item, index) => {
        const key = String(item[ITEM_KEY]);
        return (
          <div className="answers-summary__item" key={key}>
            <ItemHeading className="answers-summary__item-title">
              <bdi>{itemTitle(section, item, index)}</bdi>
              {repeating?.added.includes(key) ? <Mark colour="green">Added</Mark> : null}
              {repeating?.changed.includes(key) ? <Mark colour="yellow">Changed</Mark> : null}
            </ItemHeading>
            <SummaryList
              rows={section.questions
                .filter((question) => isShown(question.when, item))
                .map((question) => ({
                  key: question.label,
                  value: <Answer question={question} value={item[question.id]} links={links} />,
                }))}
            />
          </div>
        );
      })}
      {repeating?.removed.map((item, index) => (
        <p className="answers-summary__item-title" key={String(item[ITEM_KEY])}>
          <del>
            <bdi>{itemTitle(section, item, index)}</bdi>
          </del>
          <Mark colour="grey">Withdrawn</Mark>
        </p>
      ))}
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
              <Mark colour="green">Added</Mark>
            ) : null}
            {!now.includes(option.value) ? <Mark colour="grey">Withdrawn</Mark> : null}
          </li>
        ))}
    </ul>
  );
}
