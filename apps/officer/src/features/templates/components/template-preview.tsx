import { type FormTemplate, formatMoney, programmeLabel, type Section } from '@fsmis/domain';
import { DataTable } from '@fsmis/ui/components/data-table';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { dependencyTitles, repetitionText } from '../utils/question-facts';
import { QuestionPreview } from './question-preview';

type HeadingLevel = 3 | 4;

/**
 * The form a template makes, walked as the portal walks it: the instructions page (introduction, fees,
 * timelines), each section with its questions in order, then the declaration. `scope` keeps the ids of
 * two previews on one page apart.
 */
export function TemplatePreview({
  template,
  scope,
  level,
}: {
  readonly template: FormTemplate;
  readonly scope: string;
  /** The level of the preview's headings, one below the heading it sits under. */
  readonly level: HeadingLevel;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className="template-preview">
      <div className="template-preview__part">
        <Heading>Instructions</Heading>
        {template.introduction.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {template.prefill === 'recognised' ? (
          <InsetText>
            The form starts from the answers of the company’s recognised {programmeLabel(template.programme)}{' '}
            application.
          </InsetText>
        ) : null}
        {template.fees.length > 0 ? (
          <DataTable
            captionId="template-preview-fees"
            caption="Fees"
            captionClassName="template-preview__caption"
            columns={['Item', 'Amount']}
            rows={template.fees}
            className="template-preview__fees"
            phoneLayout="scroll"
          >
            {(fee) => (
              <tr key={fee.item}>
                <th scope="row" className="table__cell">
                  {fee.item}
                </th>
                <td className="table__cell table__cell--nowrap">{formatMoney(fee.amountSgd)}</td>
              </tr>
            )}
          </DataTable>
        ) : null}
        {template.timelines.length > 0 ? (
          <>
            <p className="template-preview__label">Timelines</p>
            <ul>
              {template.timelines.map((timeline) => (
                <li key={timeline}>{timeline}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {template.sections.map((section, index) => (
        <SectionPreview
          key={section.id}
          section={section}
          number={index + 1}
          sections={template.sections}
          scope={scope}
          level={level}
        />
      ))}
      <div className="template-preview__part">
        <Heading>Declaration</Heading>
        <p>Before submitting, the company declares:</p>
        <ul>
          {template.declaration.statements.map((statement) => (
            <li key={statement}>{statement}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function SectionPreview({
  section,
  number,
  sections,
  scope,
  level,
}: {
  readonly section: Section;
  readonly number: number;
  readonly sections: readonly Section[];
  readonly scope: string;
  readonly level: HeadingLevel;
}) {
  const Heading = `h${level}` as const;
  const waitsFor = dependencyTitles(section, sections);
  return (
    <div className="template-preview__part template-section">
      <Heading>
        Section {number}: {section.title}
      </Heading>
      <p className="template-section__meta">
        Id <code>{section.id}</code>
        {section.kind === 'repeating' ? ' · repeating' : ''}
        {waitsFor.length > 0
          ? ` · can start once ${waitsFor.map((title) => `“${title}”`).join(' and ')} is complete`
          : ''}
      </p>
      {section.description ? <p>{section.description}</p> : null}
      {section.kind === 'repeating' ? (
        <InsetText>
          {repetitionText(section)}
          {section.component === 'scope-editor' ? ' The portal draws it with its scope editor.' : ''}
        </InsetText>
      ) : null}
      {section.questions.map((question) => (
        <QuestionPreview
          // A question whose kind is edited is drawn afresh: its form never holds the other kind's control.
          key={`${question.id}:${question.kind}`}
          scope={`${scope}-${section.id}`}
          question={question}
          siblings={section.questions}
        />
      ))}
    </div>
  );
}
