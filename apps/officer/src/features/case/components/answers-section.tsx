import {
  AttachmentScanStatus,
  answerText,
  type FileAnswer,
  ITEM_KEY,
  isAttachmentDownloadable,
  isRecord,
  isShown,
  type OfficerApplicationCase,
  type Question,
  type RepeatingSection,
  type Section,
  sectionChanges,
  summaryQuestionsOf,
} from '@fsmis/domain';
import { CompanyText } from '@fsmis/ui/components/company-text';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { Tag } from '@fsmis/ui/components/tag';
import { SignedDeclaration } from '@fsmis/ui/workflow/signed-declaration';
import type { ReactNode } from 'react';
import { apiPaths } from '../../../config/paths';
import { CaseSection } from './case-section';

type Item = Readonly<Record<string, unknown>>;

const itemsOf = (answers: unknown): Item[] =>
  isRecord(answers) && Array.isArray(answers.items) ? answers.items.filter(isRecord) : [];

/** How a list names one item of a repeating section: its summary answers, else "Test 2". */
export function itemTitle(section: RepeatingSection, item: Item, index: number): string {
  const parts = summaryQuestionsOf(section)
    .map((question) => answerText(question, item[question.id]))
    .filter(Boolean);
  return parts.length > 0
    ? parts.join(', ')
    : `${section.itemName.charAt(0).toUpperCase()}${section.itemName.slice(1)} ${index + 1}`;
}

/**
 * The form as the company submitted it, section by section, with the template's own labels. A renewal
 * or change marks what differs from the recognised application it starts from.
 */
export function AnswersSection({ application }: { readonly application: OfficerApplicationCase }) {
  const template = application.template?.definition ?? null;
  return (
    <CaseSection id="answers">
      {template === null ? (
        <p>This application predates the form templates: its answers cannot be shown here.</p>
      ) : (
        <>
          <p className="workflow-meta">
            {template.title}, version {application.template?.version} of the form.
            {application.baseline ? ' Changes against the recognised application are marked.' : ''}
          </p>
          {template.sections.map((section) => (
            <section className="case-answers" key={section.id} aria-labelledby={`answers-${section.id}`}>
              <h3 className="case-answers__title" id={`answers-${section.id}`}>
                {section.title}
              </h3>
              <SectionAnswers application={application} section={section} />
            </section>
          ))}
          {application.declaration ? (
            <section className="case-answers" aria-labelledby="answers-declaration">
              <h3 className="case-answers__title" id="answers-declaration">
                Declaration
              </h3>
              <SignedDeclaration signature={application.declaration} />
            </section>
          ) : null}
        </>
      )}
    </CaseSection>
  );
}

function SectionAnswers({
  application,
  section,
}: {
  readonly application: OfficerApplicationCase;
  readonly section: Section;
}) {
  const answers = application.sections[section.id]?.answers;
  const baseline = application.baseline?.[section.id];
  const changes =
    application.baseline && baseline !== undefined ? sectionChanges(section, baseline, answers) : null;
  const shown = (question: Question, value: unknown): ReactNode =>
    question.kind === 'file' && isRecord(value) ? (
      <FileAnswerLink applicationId={application.id} file={value as FileAnswer} />
    ) : (
      <CompanyText
        text={answerText(question, value)}
        missing={<span className="case-empty">Not given</span>}
      />
    );

  if (section.kind === 'questions') {
    const given = isRecord(answers) ? answers : {};
    const changed = (question: Question) =>
      changes?.kind === 'questions' && changes.changed.includes(question.id);
    return (
      <SummaryList
        rows={section.questions
          .filter((question) => isShown(question.when, given))
          .map((question) => ({
            key: question.label,
            value: (
              <>
                {shown(question, given[question.id])}
                {changed(question) ? (
                  <>
                    {' '}
                    <Tag colour="yellow">Changed</Tag>
                  </>
                ) : null}
              </>
            ),
          }))}
      />
    );
  }

  const items = itemsOf(answers);
  const marks = (key: string) =>
    changes?.kind !== 'repeating' ? null : changes.added.includes(key) ? (
      <Tag colour="green">Added</Tag>
    ) : changes.changed.includes(key) ? (
      <Tag colour="yellow">Changed</Tag>
    ) : null;
  return (
    <>
      {items.length === 0 ? <p>None added.</p> : null}
      {items.map((item, index) => {
        const key = String(item[ITEM_KEY]);
        const mark = marks(key);
        return (
          <div className="case-answers__item" key={key}>
            <h4 className="case-answers__item-title">
              <bdi>{itemTitle(section, item, index)}</bdi>
              {mark ? <> {mark}</> : null}
            </h4>
            <SummaryList
              rows={section.questions
                .filter((question) => isShown(question.when, item))
                .map((question) => ({ key: question.label, value: shown(question, item[question.id]) }))}
            />
          </div>
        );
      })}
      {changes?.kind === 'repeating'
        ? changes.removed.map((item, index) => (
            <p className="case-answers__item-title" key={String(item[ITEM_KEY])}>
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

/** A file given as an answer: a download once its virus scan has passed. */
function FileAnswerLink({
  applicationId,
  file,
}: {
  readonly applicationId: string;
  readonly file: FileAnswer;
}) {
  const status = file.attachmentStatus ?? AttachmentScanStatus.scanned;
  if (!isAttachmentDownloadable(status as AttachmentScanStatus)) {
    return (
      <span>
        <bdi>{file.displayFileName}</bdi> (not available: it has not passed the virus scan)
      </span>
    );
  }
  return (
    <a href={apiPaths.applicationDocument(applicationId, file.attachmentId)} download>
      <bdi>{file.displayFileName}</bdi>
    </a>
  );
}
