import { ITEM_KEY, isSectionStarted, type SavedSectionRecord, type Section } from '@fsmis/domain';
import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { articled, itemSection, itemsOf, nextAfter } from '../utils/section-form';
import { type FormLocation, formHref } from './form-location';
import { QuestionsPage } from './questions-page';
import { RepeatingListPage } from './repeating-list-page';
import { useSectionSaver } from './use-section-saver';

/**
 * One section of a draft: its questions page, or a repeating section's list and item pages. Opened by
 * Change on Check your answers (`fromCheck`), it goes back there when the section is saved and continued,
 * as the GOV.UK check answers pattern does, instead of on to the next section.
 */
export function SectionStep({
  location,
  section,
  itemKey,
  fromCheck = false,
}: {
  readonly location: FormLocation;
  readonly section: Section;
  readonly itemKey: string | null;
  readonly fromCheck?: boolean;
}) {
  const { application, template } = location;
  const navigate = useNavigate();
  const [conflict, setConflict] = useState<SavedSectionRecord | null>(null);
  const saver = useSectionSaver({ application, sectionId: section.id, onConflict: setConflict });
  const latest = useRef(application);
  latest.current = application;
  const saved = application.sections[section.id];
  // Whether the item page opened on a new item: its first autosave must not retitle the page.
  const openedAsNew = useRef<{ key: string | null; isNew: boolean }>({ key: null, isNew: false });
  if (openedAsNew.current.key !== itemKey) {
    openedAsNew.current = {
      key: itemKey,
      isNew: !itemsOf(saved?.answers).some((item) => item[ITEM_KEY] === itemKey),
    };
  }
  // The section's own pages (its list and items) keep where the company came from.
  const goTo = (query: Parameters<typeof formHref>[1] = {}) =>
    navigate(formHref(application, fromCheck && query.section ? { ...query, from: 'check' } : query));
  const toTaskList = () => goTo({});
  const afterSection = () =>
    goTo(fromCheck ? { step: 'check' } : nextAfter(template, latest.current, section.id));
  const common = {
    application,
    template,
    saveStatus: saver.status,
    saveProblem: saver.problem,
    saveRefusal: saver.refusal,
    conflict,
    onReturn: toTaskList,
  };

  if (section.kind === 'questions') {
    return (
      <QuestionsPage
        {...common}
        key={section.id}
        section={section}
        scope={section.id}
        heading={section.title}
        initialValues={(saved?.answers as FieldValues | undefined) ?? {}}
        autosaveKey={`application-${application.id}-${section.id}`}
        save={saver.save}
        apiPathOf={(questionId) => `answers.${questionId}`}
        onContinue={afterSection}
      />
    );
  }

  if (itemKey === null) {
    return (
      <RepeatingListPage {...common} section={section} saver={saver} goTo={goTo} onContinue={afterSection} />
    );
  }

  const existing = itemsOf(saved?.answers).find((item) => item[ITEM_KEY] === itemKey);
  // Where the item stands in the list a save sends: its place, or last when it is new.
  const itemIndex = (() => {
    const items = itemsOf(saved?.answers);
    const at = items.findIndex((item) => item[ITEM_KEY] === itemKey);
    return at === -1 ? items.length : at;
  })();
  const withItem = (values: FieldValues) => {
    const current = itemsOf(latest.current.sections[section.id]?.answers);
    const item = { ...values, [ITEM_KEY]: itemKey };
    const replaced = current.some((entry) => entry[ITEM_KEY] === itemKey)
      ? current.map((entry) => (entry[ITEM_KEY] === itemKey ? item : entry))
      : [...current, item];
    return { items: replaced };
  };
  return (
    <QuestionsPage
      {...common}
      key={`${section.id}:${itemKey}`}
      section={itemSection(section)}
      scope={`${section.id}-item`}
      heading={`${openedAsNew.current.isNew ? 'Add' : 'Change'} ${articled(section.itemName)}`}
      initialValues={existing ?? {}}
      autosaveKey={`application-${application.id}-${section.id}-${itemKey}`}
      apiPathOf={(questionId) => `answers.items.${itemIndex}.${questionId}`}
      save={(values) => {
        const current = itemsOf(latest.current.sections[section.id]?.answers);
        const saved = current.some((entry) => entry[ITEM_KEY] === itemKey);
        // An item opened and left without a single answer is not added.
        if (!saved && !isSectionStarted(itemSection(section), values))
          return Promise.resolve('saved' as const);
        return saver.save(withItem(values as FieldValues));
      }}
      continueLabel="Save and continue"
      onContinue={() => goTo({ section: section.id })}
    />
  );
}
