import {
  type ApplicationDetails,
  currentValueOf,
  type FormTemplate,
  isShown,
  type Question,
  type SavedSectionRecord,
  type Section,
} from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ErrorSummary, type ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { fieldIdOf, QuestionField } from '@fsmis/ui/forms/question-field';
import { useFormKitChecking } from '@fsmis/ui/lib/use-form-kit';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useLocalCopy } from '../../../lib/local-copies';
import { sectionResolver } from '../utils/section-form';
import { QuestionFileUpload } from './question-file-upload';
import { SaveStatusText } from './save-status-text';
import { type SaveOutcome, type SaveRefusal, type SaveStatus, useAutosave } from './use-section-saver';

export type QuestionsPageProps = {
  readonly application: ApplicationDetails;
  readonly template: FormTemplate;
  /** The section (or one item of a repeating section) the page asks. */
  readonly section: Section;
  /** Prefix of the controls' ids. */
  readonly scope: string;
  readonly initialValues: FieldValues;
  /**
   * A key telling autosaves of this page apart from others (the unsaved-changes flag, and the copy of
   * unsaved answers kept in the browser).
   */
  readonly autosaveKey: string;
  readonly save: (answers: unknown, options?: { confirm?: boolean }) => Promise<SaveOutcome>;
  readonly saveStatus: SaveStatus;
  readonly saveProblem: string | null;
  /** The API's refusal of the last save, shown on the fields it names. */
  readonly saveRefusal: SaveRefusal | null;
  /** Where the API's refusal names a question of this page (`answers.effectiveDate`). */
  readonly apiPathOf: (questionId: string) => string;
  /** After a valid "Save and continue". */
  readonly onContinue: (values: FieldValues) => Promise<void> | void;
  readonly onReturn: () => void;
  readonly continueLabel?: string;
  /** Set when another tab's answers replaced the page's: the form shows them. */
  readonly conflict: SavedSectionRecord | null;
  readonly heading: string;
};

/**
 * A page of questions (GOV.UK question pages, several to a page): fields drawn from the template,
 * conditional ones shown as they apply, errors once touched or on "Save and continue", saved as typed.
 */
export function QuestionsPage(props: QuestionsPageProps) {
  const { application, template, section, scope, initialValues, save, conflict } = props;
  const kit = useFormKitChecking<FieldValues, FieldValues>({
    resolver: sectionResolver(section, application.baseline),
    defaultValues: initialValues,
    // The questions shown, in the page's order: the summary lists their problems so.
    fields: (typed) =>
      section.questions
        .filter((question) => isShown(question.when, typed))
        .map((question) => ({ name: question.id, id: fieldIdOf(scope, question.id) })),
  });
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    formState: { isDirty },
  } = kit.form;
  const { problems } = kit;
  // Each file field's own problem (a file refused at upload), by the field's id.
  const [uploadProblems, setUploadProblems] = useState<Readonly<Record<string, string>>>({});
  const onUploadProblem = (fieldId: string, problem: string | null) =>
    setUploadProblems((previous) => {
      if ((previous[fieldId] ?? null) === problem) return previous;
      const { [fieldId]: _gone, ...others } = previous;
      return problem === null ? others : { ...others, [fieldId]: problem };
    });
  const [shownConflict, setShownConflict] = useState<SavedSectionRecord | null>(null);
  if (conflict && conflict !== shownConflict) {
    setShownConflict(conflict);
    reset(conflict.answers as FieldValues);
  }

  // The section's row version the answers are edited from, kept with the browser's copy of them.
  const base = application.sections[section.id]?.rowVersion ?? 0;
  const restored = useRestoredAnswers(props.autosaveKey, base, initialValues, reset, save);

  const values = watch();
  const autosave = useAutosave({ key: props.autosaveKey, values, dirty: isDirty, base, save });
  const shown = section.questions.filter((question) => isShown(question.when, values));

  const refusalFor = (question: Question): string | undefined =>
    props.saveRefusal?.fields[props.apiPathOf(question.id)];
  const errorFor = (question: Question): string | undefined =>
    kit.errorFor(question.id) ?? refusalFor(question);
  const refusalItems = refusalSummary(props.saveRefusal, shown, (question) => {
    const message = refusalFor(question);
    return message ? { fieldId: fieldIdOf(scope, question.id), text: message } : null;
  });
  // A file refused at upload is listed as soon as it is refused, as a refused save is, in the words its
  // field shows (the field's own problem wins over a missing answer's).
  const summaryItems = withUploadProblems(
    problems.items.length > 0 ? problems.items : refusalItems,
    shown.map((question) => fieldIdOf(scope, question.id)),
    uploadProblems,
  );

  const submit = handleSubmit(
    async () => {
      // A new attempt: a refusal of this save is focused as the summary of the attempt.
      kit.reportProblems([]);
      if (await autosave.saveNow({ confirm: true })) await props.onContinue(values);
    },
    async (invalid) => {
      kit.reportInvalid(invalid);
      await autosave.saveNow();
    },
  );

  return (
    <>
      {/* A refusal met while typing is announced, not focused; after "Save and continue" it is. */}
      <ErrorSummary items={summaryItems} focusKey={problems.attempt} moveFocus={problems.attempt > 0} />
      {props.saveProblem ? (
        <NotificationBanner title="Your answers were not saved">
          <p>{props.saveProblem}</p>
        </NotificationBanner>
      ) : null}
      {restored.shown ? (
        <NotificationBanner title="Unsaved answers restored">
          <p>
            We restored answers you had typed here but that were not saved. Check them: they are saved as you
            go.
          </p>
          <Button variant="secondary" onClick={() => void restored.discard()}>
            Discard these answers
          </Button>
        </NotificationBanner>
      ) : null}
      <form noValidate onSubmit={submit} aria-labelledby={`${scope}-heading`} className="application-form">
        <span className="page-heading__caption">{template.title}</span>
        <h1 id={`${scope}-heading`} className="application-form__heading">
          {props.heading}
        </h1>
        {section.description ? <p className="lead">{section.description}</p> : null}
        {shown.map((question) => (
          <QuestionField
            key={question.id}
            scope={scope}
            question={question}
            register={register}
            control={control}
            error={errorFor(question)}
            {...(question.current
              ? { current: currentValueOf(template, question.current, application.baseline) }
              : {})}
            {...(question.kind === 'textarea' ? { text: String(values[question.id] ?? '') } : {})}
            renderFile={(file) => (
              <QuestionFileUpload {...file} onProblem={(problem) => onUploadProblem(file.id, problem)} />
            )}
          />
        ))}
        <div className="button-group">
          <Button type="submit">{props.continueLabel ?? 'Save and continue'}</Button>
          <Button
            variant="secondary"
            onClick={async () => {
              if (isDirty) await autosave.saveNow();
              props.onReturn();
            }}
          >
            Save and return to task list
          </Button>
        </div>
        {problems.items.length === 0 ? (
          <SaveStatusText status={props.saveStatus} dirty={isDirty} lastSavedAt={application.lastSavedAt} />
        ) : null}
      </form>
    </>
  );
}

/** `items` with each file field's own problem in place of its item, or added in the page's order. */
function withUploadProblems(
  items: readonly ErrorSummaryItem[],
  fieldIds: readonly string[],
  uploadProblems: Readonly<Record<string, string>>,
): readonly ErrorSummaryItem[] {
  if (Object.keys(uploadProblems).length === 0) return items;
  const replaced = items.map((item) => {
    const problem = item.fieldId ? uploadProblems[item.fieldId] : undefined;
    return problem ? { fieldId: item.fieldId, text: problem } : item;
  });
  const added = fieldIds.flatMap((fieldId) => {
    const text = uploadProblems[fieldId];
    return text && !items.some((item) => item.fieldId === fieldId) ? [{ fieldId, text }] : [];
  });
  return [...replaced, ...added];
}

/** The summary of a refused save: each message on a question of the page, else the refusal in words. */
function refusalSummary(
  refusal: SaveRefusal | null,
  shown: readonly Question[],
  itemOf: (question: Question) => ErrorSummaryItem | null,
): ErrorSummaryItem[] {
  if (!refusal) return [];
  const onFields = shown.flatMap((question) => {
    const item = itemOf(question);
    return item ? [item] : [];
  });
  if (onFields.length > 0) return onFields;
  return refusal.message.split('\n').map((text) => ({ text }));
}

/**
 * Answers typed on an earlier visit and never saved (a refused or failed save, a session that ended),
 * kept in this browser: laid over what is saved once, when the page opens, so they are saved again.
 * A copy edited from an older version of the section than the saved one (someone saved since) is dropped.
 */
function useRestoredAnswers(
  key: string,
  base: number,
  initialValues: FieldValues,
  reset: (values: FieldValues, options?: { keepDefaultValues?: boolean }) => void,
  save: (answers: unknown) => Promise<SaveOutcome>,
) {
  const local = useLocalCopy<FieldValues>(key);
  // What a discard goes back to: what was saved when the page opened (the restored answers may have
  // been saved over it since), every other answer the copy gave emptied.
  const discarded = useRef<FieldValues>(initialValues);
  const [shown, setShown] = useState(false);
  const checked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page opens
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const copy = local.read();
    if (!copy) return;
    if (copy.base !== base || JSON.stringify(copy.values) === JSON.stringify(initialValues)) {
      local.forget();
      return;
    }
    reset(copy.values, { keepDefaultValues: true });
    discarded.current = {
      ...Object.fromEntries(Object.keys(copy.values).map((id) => [id, null])),
      ...initialValues,
    };
    setShown(true);
  }, []);
  return {
    shown,
    discard: async () => {
      local.forget();
      reset(discarded.current);
      setShown(false);
      await save(discarded.current);
    },
  };
}
