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
import { useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { sectionResolver, summaryOf } from '../utils/section-form';
import { QuestionField } from './question-field';
import { SaveStatusText } from './save-status-text';
import { type SaveStatus, useAutosave } from './use-section-saver';

export type QuestionsPageProps = {
  readonly application: ApplicationDetails;
  readonly template: FormTemplate;
  /** The section (or one item of a repeating section) the page asks. */
  readonly section: Section;
  /** Prefix of the controls' ids. */
  readonly scope: string;
  readonly initialValues: FieldValues;
  /** A key telling autosaves of this page apart from others (the unsaved-changes flag). */
  readonly autosaveKey: string;
  readonly save: (answers: unknown, options?: { confirm?: boolean }) => Promise<boolean>;
  readonly saveStatus: SaveStatus;
  readonly saveProblem: string | null;
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
  const form = useForm<FieldValues>({
    resolver: sectionResolver(section, application.baseline),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: initialValues,
  });
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    formState: { errors, touchedFields, isSubmitted, isDirty },
  } = form;
  const [problems, setProblems] = useState<{ items: readonly ErrorSummaryItem[]; attempt: number }>({
    items: [],
    attempt: 0,
  });
  const [shownConflict, setShownConflict] = useState<SavedSectionRecord | null>(null);
  if (conflict && conflict !== shownConflict) {
    setShownConflict(conflict);
    reset(conflict.answers as FieldValues);
  }

  const values = watch();
  const autosave = useAutosave({ key: props.autosaveKey, values, dirty: isDirty, save });
  const shown = section.questions.filter((question) => isShown(question.when, values));

  const errorFor = (question: Question): string | undefined => {
    const message = errors[question.id]?.message;
    return (touchedFields[question.id] || isSubmitted) && typeof message === 'string' ? message : undefined;
  };

  const submit = handleSubmit(
    async () => {
      setProblems((previous) => ({ items: [], attempt: previous.attempt + 1 }));
      if (await autosave.saveNow({ confirm: true })) await props.onContinue(values);
    },
    async (invalid) => {
      setProblems((previous) => ({ items: summaryOf(scope, shown, invalid), attempt: previous.attempt + 1 }));
      await autosave.saveNow();
    },
  );

  return (
    <>
      <ErrorSummary items={problems.items} focusKey={problems.attempt} />
      {props.saveProblem ? (
        <NotificationBanner title="Your answers were not saved">
          <p>{props.saveProblem}</p>
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
