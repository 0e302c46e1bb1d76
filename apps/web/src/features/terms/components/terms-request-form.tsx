import {
  errorAtPath,
  fieldErrorToShow,
  firstErrorMessage,
  type Programme,
  programmeLabel,
  TERMS_PURPOSE_MAX,
  type TermsRequestDetails,
  termsRequestDetailsSchema,
} from '@fsmis/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/ui/error-summary';
import { NotificationBanner } from '../../../components/ui/notification-banner';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { UnsavedChangesPanel } from '../../../components/ui/unsaved-changes-panel';
import { type AutosaveStatus, useFormAutosave } from '../../../lib/form-drafts';
import { errorMessageOf, isHttpError, submissionProblemsOf } from '../../../lib/http-client';
import { useSignOut } from '../../../lib/sign-out';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import {
  type SentTermsRequest,
  type TermsRequestDetailsOutput,
  useRequestTerms,
} from '../api/post-terms-request';

/** The draft of a programme's request form, kept per programme. */
export const termsRequestFormKey = (programme: Programme) =>
  `terms-request-${programmeLabel(programme).toLowerCase()}`;

/** The fields in the order the form shows them; the error summary lists problems in this order. */
const FIELDS = [
  { name: 'contactName', id: 'terms-request-contact-name' },
  { name: 'contactEmail', id: 'terms-request-contact-email' },
  { name: 'purpose', id: 'terms-request-purpose' },
] as const satisfies readonly { name: keyof TermsRequestDetails; id: string }[];

type FieldName = (typeof FIELDS)[number]['name'];

export type TermsRequestFormProps = {
  readonly programme: Programme;
  /** What the form starts from: the contact details of the signed-in user's profile. */
  readonly initialValues: TermsRequestDetails;
  /** Unsaved changes kept from an earlier visit, offered back. */
  readonly draft: TermsRequestDetails | null;
  readonly onSent: (sent: SentTermsRequest) => void;
  /** The API refused the request (409): the programme cannot be requested now. */
  readonly onRefused: (message: string) => void;
  /** What the page shows between the form's notices (error summary first) and the form itself. */
  readonly children?: ReactNode;
};

export function TermsRequestForm({
  programme,
  initialValues,
  draft,
  onSent,
  onRefused,
  children,
}: TermsRequestFormProps) {
  const label = programmeLabel(programme);
  const formKey = termsRequestFormKey(programme);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, touchedFields, isSubmitted, isDirty },
  } = useForm<TermsRequestDetails, unknown, TermsRequestDetailsOutput>({
    resolver: zodResolver(termsRequestDetailsSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: initialValues,
  });
  const [restored, setRestored] = useState(false);
  const [problems, setProblems] = useState<{ items: readonly ErrorSummaryItem[]; attempt: number }>({
    items: [],
    attempt: 0,
  });
  const request = useRequestTerms();
  const { signOut } = useSignOut();

  // The draft of an earlier visit is offered back once, over the profile's contact details.
  const draftApplied = useRef(false);
  useEffect(() => {
    if (draftApplied.current || draft === null) return;
    draftApplied.current = true;
    const kept = { ...initialValues, ...draft };
    if (JSON.stringify(kept) === JSON.stringify(initialValues)) return;
    reset(kept, { keepDefaultValues: true });
    setRestored(true);
  }, [draft, initialValues, reset]);

  const values = watch();
  const autosave = useFormAutosave({ formKey, values, unsaved: isDirty, enabled: true });
  const { logoutAttempts } = useUnsavedChanges();

  const reportProblems = (items: readonly ErrorSummaryItem[]) =>
    setProblems((previous) => ({ items, attempt: previous.attempt + 1 }));

  const errorFor = (name: FieldName): string | undefined =>
    fieldErrorToShow(Boolean(touchedFields[name]) || isSubmitted, errorAtPath(errors, name)) ?? undefined;

  const summaryOf = (invalid: FieldErrors<TermsRequestDetails>): ErrorSummaryItem[] =>
    FIELDS.flatMap(({ name, id }) => {
      const message = firstErrorMessage(errorAtPath(invalid, name));
      return message ? [{ fieldId: id, text: message }] : [];
    });

  const submit = (then?: () => void) =>
    handleSubmit(
      (valid) => {
        reportProblems([]);
        // mutateAsync: the answer arrives even if the page has replaced the form meanwhile.
        request.mutateAsync({ applicationType: programme, ...valid }).then(
          async (sent) => {
            reset(valid);
            if (then) then();
            else onSent(sent);
            await autosave.discardDraft();
          },
          async (error: unknown) => {
            if (isHttpError(error) && error.status === 409) {
              // Nothing can be sent for this programme now; the page says why instead of the form.
              onRefused(errorMessageOf(error));
              await autosave.discardDraft();
              return;
            }
            reportProblems(
              submissionProblemsOf(error, FIELDS, {
                apiPathOf: (field) => field.name,
                onField: (field, message) => setError(field.name, { type: 'server', message }),
              }),
            );
          },
        );
      },
      (invalid) => reportProblems(summaryOf(invalid)),
    );

  const discardChanges = async () => {
    reset(initialValues);
    setRestored(false);
    await autosave.discardDraft();
  };

  return (
    <>
      <ErrorSummary items={problems.items} focusKey={problems.attempt} />
      {isDirty && logoutAttempts > 0 ? (
        <UnsavedChangesPanel
          attempt={logoutAttempts}
          saveLabel="Send request and log out"
          saving={request.isPending}
          onSave={() => void submit(() => void signOut({ force: true }))()}
          onDiscard={async () => {
            await discardChanges();
            await signOut({ force: true });
          }}
        >
          <p>
            You asked to log out, but you have not sent your request for the {label} terms and conditions.
            Send it or discard it first.
          </p>
        </UnsavedChangesPanel>
      ) : null}
      {restored ? (
        <NotificationBanner title="Unsaved changes restored">
          <p>We restored the request you had not sent. Check it, then send it.</p>
          <Button variant="secondary" onClick={() => void discardChanges()}>
            Discard these changes
          </Button>
        </NotificationBanner>
      ) : null}
      {children}

      <form
        noValidate
        onSubmit={submit()}
        aria-labelledby="terms-request-heading"
        className="terms-request-form"
      >
        <h2 id="terms-request-heading">Your request</h2>
        <TextInput
          id="terms-request-contact-name"
          label="Contact person’s full name"
          hint="The person we should contact about these terms and conditions"
          autoComplete="name"
          spellCheck={false}
          error={errorFor('contactName')}
          {...register('contactName')}
        />
        <TextInput
          id="terms-request-contact-email"
          label="Contact person’s email address"
          hint="We will write to this address about your request"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errorFor('contactEmail')}
          {...register('contactEmail')}
        />
        <Textarea
          id="terms-request-purpose"
          label={`What does your company plan to apply for under ${label}?`}
          hint={`For example, the kind of recognition and its scope, and when you plan to apply. This helps us send you the right terms and conditions.`}
          characterCount={{ max: TERMS_PURPOSE_MAX, count: values.purpose.length }}
          error={errorFor('purpose')}
          {...register('purpose')}
        />
        <div className="button-group">
          <Button type="submit" pending={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send request'}
          </Button>
          <DraftStatus status={autosave.status} unsaved={isDirty} />
        </div>
      </form>
    </>
  );
}

function DraftStatus({ status, unsaved }: { readonly status: AutosaveStatus; readonly unsaved: boolean }) {
  const text = !unsaved
    ? ''
    : status === 'saving'
      ? 'Keeping your changes…'
      : status === 'saved'
        ? 'Your changes are kept until you send the request.'
        : status === 'failed'
          ? 'We could not keep a copy of your changes. Send your request now.'
          : '';
  return (
    <p className="terms-request-form__draft" role="status">
      {text}
    </p>
  );
}
