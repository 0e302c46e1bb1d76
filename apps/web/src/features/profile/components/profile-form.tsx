import {
  attachmentScanProblem,
  emailSchema,
  isAttachmentScanSettled,
  isLocalLab,
  profileUpdateSchema,
  telephoneSchema,
} from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { TextInput } from '@fsmis/ui/components/text-input';
import type { Attachment } from '@fsmis/ui/uploads/attachment';
import { FileUpload } from '@fsmis/ui/uploads/file-upload';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { DraftStatus, FormNotices } from '../../../components/form-kit/form-notices';
import { useDraftForm } from '../../../components/form-kit/use-draft-form';
import { apiPaths } from '../../../config/paths';
import type { LocalCopyOfForm } from '../../../lib/local-copies';
import type { Profile } from '../api/get-profile';
import { type SavedProfile, useSaveProfile } from '../api/post-profile';

export const PROFILE_FORM_KEY = 'profile';

const SIGNATURE_PENDING_MESSAGE = 'Wait until your signature has been checked for viruses';

/** The profile form: the API's profile rules (domain schemas), and a signature that has passed its scan. */
const profileFormSchema = z.object({
  name: profileUpdateSchema.shape.name,
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

/** The fields in the order the form shows them; the error summary lists problems in this order. */
const FIELDS = [
  { name: 'name', id: 'profile-name', apiPath: 'name' },
  { name: 'email', id: 'profile-email', apiPath: 'email' },
  { name: 'telephone.countryCode', id: 'profile-country-code', apiPath: 'telephone.countryCode' },
  { name: 'telephone.areaCode', id: 'profile-area-code', apiPath: 'telephone.areaCode' },
  { name: 'telephone.number', id: 'profile-number', apiPath: 'telephone.number' },
  { name: 'signature', id: 'profile-signature', apiPath: 'signatureAttachmentId' },
] as const;

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
  /** Unsaved changes kept from an earlier visit (in this browser, else on the server), offered back. */
  readonly draft: ProfileFormValues | null;
  /** The browser's copy of what is typed, kept until the server has it. */
  readonly localCopy: LocalCopyOfForm;
  readonly onSaved: (saved: SavedProfile) => void;
  /** The saved profile is being changed again: what the last save said no longer holds. */
  readonly onChanged: () => void;
  /** What the page shows between the form's notices (error summary first) and the form itself. */
  readonly children?: ReactNode;
};

export function ProfileForm({ profile, draft, localCopy, onSaved, onChanged, children }: ProfileFormProps) {
  const saved = useMemo(() => valuesOf(profile), [profile]);
  const kit = useDraftForm({
    formKey: PROFILE_FORM_KEY,
    schema: profileFormSchema,
    initialValues: saved,
    draft,
    fields: FIELDS,
    localCopy,
  });
  const { control, register, handleSubmit, formState } = kit.form;
  const changedRef = useRef(onChanged);
  changedRef.current = onChanged;
  useEffect(() => {
    if (formState.isDirty) changedRef.current();
  }, [formState.isDirty]);
  const save = useSaveProfile();

  const submit = (then?: () => void) =>
    handleSubmit(
      (valid) => {
        kit.clearProblems();
        save.mutate(
          {
            name: valid.name,
            email: valid.email,
            telephone: valid.telephone,
            signatureAttachmentId: valid.signature?.attachmentId ?? null,
          },
          {
            onSuccess: async (result) => {
              await kit.finishSaved(valuesOf(result.profile));
              onSaved(result);
              then?.();
            },
            onError: (error) => kit.reportRefusal(error),
          },
        );
      },
      (invalid) => kit.reportInvalid(invalid),
    );

  return (
    <>
      <FormNotices
        kit={kit}
        dirty={formState.isDirty}
        unsaved={{
          saveLabel: 'Save and log out',
          saving: save.isPending,
          saveThen: (after) => void submit(after)(),
          message: (
            <p>
              You asked to log out, but your profile has changes you have not saved. Save them or discard them
              first.
            </p>
          ),
        }}
        restored={<p>We restored the changes you had not saved. Check them, then save your profile.</p>}
      />
      {children}

      <form noValidate onSubmit={submit()} aria-labelledby="profile-details-heading" className="profile-form">
        <h2 id="profile-details-heading">Your details</h2>
        <TextInput
          id="profile-name"
          label="Full name"
          autoComplete="name"
          spellCheck={false}
          width="full"
          error={kit.errorFor('name')}
          {...register('name')}
        />
        <TextInput
          id="profile-email"
          label="Email address"
          hint="We send you notices from FSMIS at this address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={kit.errorFor('email')}
          {...register('email')}
        />
        <fieldset className="profile-form__telephone" aria-describedby="profile-telephone-hint">
          <legend className="profile-form__legend">Contact number</legend>
          <div className="form-field__hint" id="profile-telephone-hint">
            Include your country code: 65 for Singapore, where numbers have 8 digits, for example{' '}
            {'6123\u00a04567'}
          </div>
          <div className="profile-form__telephone-fields">
            <TextInput
              id="profile-country-code"
              label="Country code"
              inputMode="numeric"
              autoComplete="tel-country-code"
              className="form-field__input--code"
              error={kit.errorFor('telephone.countryCode')}
              {...register('telephone.countryCode')}
            />
            <TextInput
              id="profile-area-code"
              label="Area code (optional)"
              inputMode="numeric"
              autoComplete="tel-area-code"
              className="form-field__input--code"
              error={kit.errorFor('telephone.areaCode')}
              {...register('telephone.areaCode')}
            />
            <TextInput
              id="profile-number"
              label="Number"
              type="tel"
              inputMode="tel"
              autoComplete="tel-local"
              width="short"
              error={kit.errorFor('telephone.number')}
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
              // An overseas laboratory signs no declaration: it may keep a signature, but need not.
              label={isLocalLab(profile.regionType) ? 'Signature' : 'Signature (optional)'}
              hint="An image of your handwritten signature, used on the declarations you sign in FSMIS."
              purpose="signature"
              value={field.value ?? null}
              onChange={(attachment) => {
                field.onChange(attachment);
                field.onBlur();
              }}
              error={kit.errorFor('signature')}
              onProblem={(problem) => {
                if (problem) onChanged();
              }}
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
          <DraftStatus
            className="profile-form__autosave"
            status={kit.autosave.status}
            unsaved={formState.isDirty}
            keptMessage="Your changes are kept until you save them."
            failedMessage="We could not keep a copy of your changes. Save them now."
          />
        </div>
      </form>
    </>
  );
}
