import {
  type Programme,
  programmeLabel,
  TERMS_PURPOSE_MAX,
  type TermsRequestDetails,
  termsRequestDetailsSchema,
} from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { errorMessageOf, isHttpError } from '@fsmis/ui/lib/http-client';
import type { ReactNode } from 'react';
import { DraftStatus, FormNotices } from '../../../components/form-kit/form-notices';
import { useDraftForm } from '../../../components/form-kit/use-draft-form';
import type { LocalCopyOfForm } from '../../../lib/local-copies';
import { type SentTermsRequest, useRequestTerms } from '../api/post-terms-request';

/** The draft of a programme's request form, kept per programme. */
export const termsRequestFormKey = (programme: Programme) =>
  `terms-request-${programmeLabel(programme).toLowerCase()}`;

/** The fields in the order the form shows them; the error summary lists problems in this order. */
const FIELDS = [
  { name: 'contactName', id: 'terms-request-contact-name' },
  { name: 'contactEmail', id: 'terms-request-contact-email' },
  { name: 'purpose', id: 'terms-request-purpose' },
] as const satisfies readonly { name: keyof TermsRequestDetails; id: string }[];

export type TermsRequestFormProps = {
  readonly programme: Programme;
  /** What the form starts from: the contact details of the signed-in user's profile. */
  readonly initialValues: TermsRequestDetails;
  /** Unsaved changes kept from an earlier visit (in this browser, else on the server), offered back. */
  readonly draft: TermsRequestDetails | null;
  /** The browser's copy of what is typed, kept until the server has it. */
  readonly localCopy: LocalCopyOfForm;
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
  localCopy,
  onSent,
  onRefused,
  children,
}: TermsRequestFormProps) {
  const label = programmeLabel(programme);
  const kit = useDraftForm({
    formKey: termsRequestFormKey(programme),
    schema: termsRequestDetailsSchema,
    initialValues,
    draft,
    fields: FIELDS,
    localCopy,
  });
  const { register, handleSubmit, reset, formState } = kit.form;
  const request = useRequestTerms();

  const submit = (then?: () => void) =>
    handleSubmit(
      (valid) => {
        kit.clearProblems();
        // mutateAsync: the answer arrives even if the page has replaced the form meanwhile.
        request.mutateAsync({ applicationType: programme, ...valid }).then(
          async (sent) => {
            reset(valid);
            if (then) then();
            else onSent(sent);
            await kit.autosave.discardDraft();
          },
          async (error: unknown) => {
            if (isHttpError(error) && error.status === 409) {
              // Nothing can be sent for this programme now; the page says why instead of the form.
              onRefused(errorMessageOf(error));
              await kit.autosave.discardDraft();
              return;
            }
            kit.reportRefusal(error);
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
          saveLabel: 'Send request and log out',
          saving: request.isPending,
          saveThen: (after) => void submit(after)(),
          message: (
            <p>
              You asked to log out, but you have not sent your request for the {label} terms and conditions.
              Send it or discard it first.
            </p>
          ),
        }}
        restored={<p>We restored the request you had not sent. Check it, then send it.</p>}
      />
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
          error={kit.errorFor('contactName')}
          {...register('contactName')}
        />
        <TextInput
          id="terms-request-contact-email"
          label="Contact person’s email address"
          hint="We will write to this address about your request"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={kit.errorFor('contactEmail')}
          {...register('contactEmail')}
        />
        <Textarea
          id="terms-request-purpose"
          label={`What does your company plan to apply for under ${label}?`}
          hint={`For example, the kind of recognition and its scope, and when you plan to apply. This helps us send you the right terms and conditions.`}
          characterCount={{ max: TERMS_PURPOSE_MAX, count: String(kit.values.purpose ?? '').length }}
          error={kit.errorFor('purpose')}
          {...register('purpose')}
        />
        <div className="button-group">
          <Button type="submit" pending={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send request'}
          </Button>
          <DraftStatus
            className="terms-request-form__draft"
            status={kit.autosave.status}
            unsaved={formState.isDirty}
            keptMessage="Your changes are kept until you send the request."
            failedMessage="We could not keep a copy of your changes. Send your request now."
          />
        </div>
      </form>
    </>
  );
}
