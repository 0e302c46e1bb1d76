import {
  attachmentScanProblem,
  emailSchema,
  errorAtPath,
  fieldErrorToShow,
  firstErrorMessage,
  isAttachmentScanSettled,
  telephoneSchema,
  visibleText,
} from '@fsmis/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/ui/error-summary';
import type { Attachment } from '../../../components/ui/file-upload/attachment';
import { FileUpload } from '../../../components/ui/file-upload/file-upload';
import { NotificationBanner } from '../../../components/ui/notification-banner';
import { TextInput } from '../../../components/ui/text-input';
import { UnsavedChangesPanel } from '../../../components/ui/unsaved-changes-panel';
import { apiPaths } from '../../../config/paths';
import { useFormAutosave } from '../../../lib/form-drafts';
import { submissionProblemsOf } from '../../../lib/http-client';
import { useSignOut } from '../../../lib/sign-out';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import type { Profile } from '../api/get-profile';
import { type SavedProfile, useSaveProfile } from '../api/post-profile';

export const PROFILE_FORM_KEY = 'profile';

const SIGNATURE_PENDING_MESSAGE = 'Wait until your signature has been checked for viruses';

/** The profile form: the API's profile rules (domain schemas), and a signature that has passed its scan. */
const profileFormSchema = z.object({
  name: visibleText('Enter your full name'),
  email: emailSchema,
  telephone: telephoneSchema,
  signature: z.custom<Attachment | null>().superRefine((signature, context) => {
    if (!signature) return;
    const problem = isAttachmentScanSettled(signature.attachmentStatus)
      ? attachmentScanProblem(signature.attachmentStatus)
      : SIGNATURE_PENDING_MESSAGE;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});

export type ProfileFormValues = z.input<typeof profileFormSchema>;
type ValidProfile = z.output<typeof profileFormSchema>;

/** The fields in the order the form shows them; the error summary lists problems in this order. */
const FIELDS = [
  { path: 'name', id: 'profile-name', apiPath: 'name' },
  { path: 'email', id: 'profile-email', apiPath: 'email' },
  { path: 'telephone.countryCode', id: 'profile-country-code', apiPath: 'telephone.countryCode' },
  { path: 'telephone.areaCode', id: 'profile-area-code', apiPath: 'telephone.areaCode' },
  { path: 'telephone.number', id: 'profile-number', apiPath: 'telephone.number' },
  { path: 'signature', id: 'profile-signature', apiPath: 'signatureAttachmentId' },
] as const;

type FieldPath = (typeof FIELDS)[number]['path'];

export function valuesOf(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    email: profile.email ?? '',
    telephone: { ...profile.telephone },
    signature: profile.signatureAttachment,
  };
}

export type ProfileFormProps = {
  readonly profile: Profile;
  /** Unsaved changes kept from an earlier visit, offered back. */
  readonly draft: ProfileFormValues | null;
  readonly onSaved: (saved: SavedProfile) => void;
  /** What the page shows between the form's notices (error summary first) and the form itself. */
  readonly children?: ReactNode;
};

export function ProfileForm({ profile, draft, onSaved, children }: ProfileFormProps) {
  const saved = useMemo(() => valuesOf(profile), [profile]);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, touchedFields, isSubmitted, isDirty },
  } = useForm<ProfileFormValues, unknown, ValidProfile>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: saved,
  });
  const [restored, setRestored] = useState(false);
  const [problems, setProblems] = useState<{ items: readonly ErrorSummaryItem[]; attempt: number }>({
    items: [],
    attempt: 0,
  });
  const save = useSaveProfile();
  const { signOut } = useSignOut();

  // The draft of an earlier visit is offered back once, over the saved profile.
  const draftApplied = useRef(false);
  useEffect(() => {
    if (draftApplied.current || draft === null) return;
    draftApplied.current = true;
    if (JSON.stringify(draft) === JSON.stringify(saved)) return;
    reset(draft, { keepDefaultValues: true });
    setRestored(true);
  }, [draft, saved, reset]);

  const values = watch();
  const autosave = useFormAutosave({ formKey: PROFILE_FORM_KEY, values, unsaved: isDirty, enabled: true });
  const { logoutAttempts } = useUnsavedChanges();

  const reportProblems = (items: readonly ErrorSummaryItem[]) =>
    setProblems((previous) => ({ items, attempt: previous.attempt + 1 }));

  const errorFor = (path: FieldPath): string | undefined => {
    const [section, field] = path.split('.') as [keyof ProfileFormValues, string | undefined];
    const touchedSection: unknown = touchedFields[section];
    const touched =
      field === undefined
        ? Boolean(touchedSection)
        : typeof touchedSection === 'object' && touchedSection !== null && field in touchedSection;
    return fieldErrorToShow(touched || isSubmitted, errorAtPath(errors, path)) ?? undefined;
  };

  const summaryOf = (invalid: FieldErrors<ProfileFormValues>): ErrorSummaryItem[] =>
    FIELDS.flatMap(({ path, id }) => {
      const message = firstErrorMessage(errorAtPath(invalid, path));
      return message ? [{ fieldId: id, text: message }] : [];
    });

  const submit = (then?: () => void) =>
    handleSubmit(
      (valid) => {
        reportProblems([]);
        save.mutate(
          {
            name: valid.name,
            email: valid.email,
            telephone: valid.telephone,
            signatureAttachmentId: valid.signature?.attachmentId ?? null,
          },
          {
            onSuccess: async (result) => {
              reset(valuesOf(result.profile));
              setRestored(false);
              await autosave.discardDraft();
              onSaved(result);
              then?.();
            },
            onError: (error) =>
              reportProblems(
                submissionProblemsOf(error, FIELDS, {
                  apiPathOf: (field) => field.apiPath,
                  onField: (field, message) => setError(field.path, { type: 'server', message }),
                }),
              ),
          },
        );
      },
      (invalid) => reportProblems(summaryOf(invalid)),
    );

  const discardChanges = async () => {
    reset(saved);
    setRestored(false);
    await autosave.discardDraft();
  };

  return (
    <>
      <ErrorSummary items={problems.items} focusKey={problems.attempt} />
      {isDirty && logoutAttempts > 0 ? (
        <UnsavedChangesPanel
          attempt={logoutAttempts}
          saveLabel="Save and log out"
          saving={save.isPending}
          onSave={() => void submit(() => void signOut({ force: true }))()}
          onDiscard={async () => {
            await discardChanges();
            await signOut({ force: true });
          }}
        >
          <p>
            You asked to log out, but your profile has changes you have not saved. Save them or discard them
            first.
          </p>
        </UnsavedChangesPanel>
      ) : null}
      {restored ? (
        <NotificationBanner title="Unsaved changes restored">
          <p>We restored the changes you had not saved. Check them, then save your profile.</p>
          <Button variant="secondary" onClick={() => void discardChanges()}>
            Discard these changes
          </Button>
        </NotificationBanner>
      ) : null}
      {children}

      <form noValidate onSubmit={submit()} aria-labelledby="profile-details-heading" className="profile-form">
        <h2 id="profile-details-heading">Your details</h2>
        <TextInput
          id="profile-name"
          label="Full name"
          autoComplete="name"
          spellCheck={false}
          width="full"
          error={errorFor('name')}
          {...register('name')}
        />
        <TextInput
          id="profile-email"
          label="Email address"
          hint="We send notices about your applications to this address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errorFor('email')}
          {...register('email')}
        />
        <fieldset className="profile-form__telephone" aria-describedby="profile-telephone-hint">
          <legend className="profile-form__legend">Contact number</legend>
          <div className="form-field__hint" id="profile-telephone-hint">
            For a Singapore number use country code 65 and an 8-digit number, for example {'6123\u00a04567'}
          </div>
          <div className="profile-form__telephone-fields">
            <TextInput
              id="profile-country-code"
              label="Country code"
              inputMode="numeric"
              autoComplete="tel-country-code"
              className="form-field__input--code"
              error={errorFor('telephone.countryCode')}
              {...register('telephone.countryCode')}
            />
            <TextInput
              id="profile-area-code"
              label="Area code (optional)"
              inputMode="numeric"
              autoComplete="tel-area-code"
              className="form-field__input--code"
              error={errorFor('telephone.areaCode')}
              {...register('telephone.areaCode')}
            />
            <TextInput
              id="profile-number"
              label="Number"
              type="tel"
              inputMode="tel"
              autoComplete="tel-local"
              width="short"
              error={errorFor('telephone.number')}
              {...register('telephone.number')}
            />
          </div>
        </fieldset>
        <Controller
          control={control}
          name="signature"
          render={({ field }) => (
            <FileUpload
              id="profile-signature"
              label="Signature"
              hint="An image of your handwritten signature, used on the declarations you sign in FSMIS."
              purpose="signature"
              value={field.value ?? null}
              onChange={(attachment) => {
                field.onChange(attachment);
                field.onBlur();
              }}
              error={errorFor('signature')}
              preview={(attachment) => (
                <img
                  className="profile-form__signature"
                  src={apiPaths.attachment(attachment.attachmentId)}
                  alt="Your signature"
                />
              )}
            />
          )}
        />
        <div className="button-group">
          <Button type="submit" pending={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save profile'}
          </Button>
          <AutosaveStatus status={autosave.status} unsaved={isDirty} />
        </div>
      </form>
    </>
  );
}

function AutosaveStatus({ status, unsaved }: { readonly status: string; readonly unsaved: boolean }) {
  const text = !unsaved
    ? ''
    : status === 'saving'
      ? 'Keeping your changes…'
      : status === 'saved'
        ? 'Your changes are kept until you save them.'
        : status === 'failed'
          ? 'We could not keep a copy of your changes. Save them now.'
          : '';
  return (
    <p className="profile-form__autosave" role="status">
      {text}
    </p>
  );
}
