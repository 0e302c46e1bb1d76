import {
  type ApplicationDetails,
  answerContext,
  answerText,
  type FormTemplate,
  ITEM_KEY,
  isShown,
  itemCountSentence,
  itemTitle,
  plural,
  type RepeatingSection,
  type SavedSectionRecord,
  sectionChanges,
  sectionProblems,
} from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ErrorSummary, type ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { Tag } from '@fsmis/ui/components/tag';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { articled, itemSection, itemsOf, newItemKey } from '../utils/section-form';
import type { formHref } from './form-location';
import { SaveStatusText } from './save-status-text';
import type { SaveStatus, SectionSaver } from './use-section-saver';

type RepeatingListPageProps = {
  readonly application: ApplicationDetails;
  readonly template: FormTemplate;
  readonly section: RepeatingSection;
  readonly saver: SectionSaver;
  readonly saveStatus: SaveStatus;
  readonly saveProblem: string | null;
  readonly conflict: SavedSectionRecord | null;
  readonly goTo: (query: Parameters<typeof formHref>[1]) => void;
  /** Where Save and continue leads once the list is saved. */
  readonly onContinue: () => void;
  readonly onReturn: () => void;
};

/**
 * A repeating section (the GOV.UK add-another pattern): the items so far, each with Change and Remove,
 * and "Add another". As the scope editor it also marks each item against the recognised scope (Added,
 * Changed) and lists what was withdrawn, with a way to restore it.
 */
export function RepeatingListPage({
  application,
  template,
  section,
  saver,
  goTo,
  onContinue,
  onReturn,
  ...status
}: RepeatingListPageProps) {
  const [problems, setProblems] = useState<{ items: readonly ErrorSummaryItem[]; attempt: number }>({
    items: [],
    attempt: 0,
  });
  const [removed, setRemoved] = useState<string | null>(null);
  const answers = application.sections[section.id]?.answers;
  const items = itemsOf(answers);
  const context = answerContext(new Date(), application.baseline);
  const scopeEditor = section.component === 'scope-editor';
  const baseline = application.baseline?.[section.id];
  const changes = scopeEditor ? sectionChanges(section, baseline, answers) : null;
  const headingId = `${section.id}-heading`;

  const remove = async (index: number) => {
    const title = itemTitle(section, items[index] ?? {}, index);
    if ((await saver.save({ items: items.filter((_, at) => at !== index) })) === 'saved') setRemoved(title);
  };
  const restore = async (item: FieldValues) => {
    if ((await saver.save({ items: [...items, item] })) === 'saved') setRemoved(null);
  };
  const saveAndContinue = async () => {
    const found = sectionProblems(section, answers, context);
    if (found.length > 0) {
      setProblems((previous) => ({
        attempt: previous.attempt + 1,
        items: found.map((problem) => {
          const index = Number(/^items\.(\d+)\./.exec(problem.path)?.[1] ?? Number.NaN);
          return Number.isNaN(index)
            ? { fieldId: `${section.id}-add`, text: problem.message }
            : {
                fieldId: `${section.id}-item-${index}`,
                text: `${itemTitle(section, items[index] ?? {}, index)}: ${problem.message}`,
              };
        }),
      }));
      return;
    }
    if ((await saver.save(answers ?? { items: [] }, { confirm: true })) === 'saved') onContinue();
  };

  return (
    <>
      <ErrorSummary items={problems.items} focusKey={problems.attempt} />
      {status.saveProblem || saver.refusal ? (
        <NotificationBanner title="Your answers were not saved">
          <p>{status.saveProblem ?? saver.refusal?.message}</p>
        </NotificationBanner>
      ) : null}
      {removed ? (
        <NotificationBanner variant="success" title={scopeEditor ? 'Withdrawn' : 'Removed'}>
          <p>
            You {scopeEditor ? 'withdrew' : 'removed'} {removed}.
          </p>
        </NotificationBanner>
      ) : null}
      <section aria-labelledby={headingId} className="application-form">
        <span className="page-heading__caption">{template.title}</span>
        <h1 id={headingId} className="application-form__heading">
          {section.title}
        </h1>
        {section.description ? <p className="lead">{section.description}</p> : null}
        <p>{itemCountSentence(section.itemName, items.length, changes)}</p>
        <ul className="item-cards">
          {items.map((item, index) => {
            const key = String(item[ITEM_KEY]);
            const title = itemTitle(section, item, index);
            const incomplete = sectionProblems(itemSection(section), item, context).length > 0;
            return (
              <li className="item-card" key={key}>
                <h2 className="item-card__title" id={`${section.id}-item-${index}`} tabIndex={-1}>
                  {title} {incomplete ? <Tag colour="red">Incomplete</Tag> : null}
                  {changes?.kind === 'repeating' && changes.added.includes(key) ? (
                    <Tag colour="green">Added</Tag>
                  ) : null}
                  {changes?.kind === 'repeating' && changes.changed.includes(key) ? (
                    <Tag colour="yellow">Changed</Tag>
                  ) : null}
                </h2>
                <SummaryList
                  rows={section.questions
                    .filter((question) => isShown(question.when, item))
                    .map((question) => ({
                      key: question.label,
                      value: answerText(question, item[question.id]) || 'Not given',
                    }))}
                />
                <div className="item-card__actions">
                  <Button variant="link" onClick={() => goTo({ section: section.id, item: key })}>
                    Change<span className="visually-hidden"> {title}</span>
                  </Button>
                  <Button variant="link" onClick={() => void remove(index)}>
                    {scopeEditor ? 'Withdraw' : 'Remove'}
                    <span className="visually-hidden"> {title}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        {changes?.kind === 'repeating' && changes.removed.length > 0 ? (
          <>
            <h2>Withdrawn from your scope</h2>
            <ul className="item-cards">
              {changes.removed.map((item, index) => {
                const title = itemTitle(section, item, index);
                return (
                  <li className="item-card item-card--withdrawn" key={String(item[ITEM_KEY])}>
                    <p className="item-card__title">
                      <del>{title}</del> <Tag colour="grey">Withdrawn</Tag>
                    </p>
                    <Button variant="link" onClick={() => void restore(item as FieldValues)}>
                      Restore<span className="visually-hidden"> {title}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
        {items.length < section.maxItems ? (
          <Button
            id={`${section.id}-add`}
            variant="secondary"
            onClick={() => goTo({ section: section.id, item: newItemKey() })}
          >
            {items.length === 0 ? `Add ${articled(section.itemName)}` : `Add another ${section.itemName}`}
          </Button>
        ) : (
          <p>
            You cannot add more than {section.maxItems} {plural(section.itemName)}.
          </p>
        )}
        <div className="button-group">
          <Button onClick={() => void saveAndContinue()}>Save and continue</Button>
          <Button variant="secondary" onClick={onReturn}>
            Return to task list
          </Button>
        </div>
        <SaveStatusText
          status={status.saveStatus}
          dirty={false}
          lastSavedAt={application.lastSavedAt}
          retries={false}
        />
      </section>
    </>
  );
}
