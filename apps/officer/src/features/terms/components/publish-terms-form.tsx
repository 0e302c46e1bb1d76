import {
  PROGRAMME_LABELS,
  PROGRAMMES,
  type Programme,
  programmeChoiceSchema,
  publishTermsSchema,
  TERMS_TITLE_MAX,
} from '@fsmis/domain';
import { Radios } from '@fsmis/ui/components/radios';
import { TextInput } from '@fsmis/ui/components/text-input';
import { WarningText } from '@fsmis/ui/components/warning-text';
import { type Confirmation, FormFrame } from '@fsmis/ui/forms/form-frame';
import { requiredDocumentField } from '@fsmis/ui/uploads/attachment-fields';
import { useUploadFormKit } from '@fsmis/ui/uploads/use-upload-form-kit';
import { z } from 'zod';
import { FileField } from '../../../components/forms/file-field';
import { type PublishedTermsAnswer, usePublishTerms } from '../api/post-terms-document';

/** The form's fields in the order it shows them. */
const FIELDS = [
  { name: 'applicationType', id: 'terms-publish-programme' },
  { name: 'title', id: 'terms-publish-title' },
  { name: 'file', id: 'terms-publish-file' },
] as const;

const PROGRAMME_OPTIONS = PROGRAMMES.map((programme) => ({
  value: String(programme),
  label: PROGRAMME_LABELS[programme],
}));

const MESSAGES = {
  // The domain's words name the API's codes; the form shows the programmes by name.
  programmeMissing: 'Choose the programme of the terms and conditions',
  fileMissing: 'Choose the PDF of the terms and conditions',
} as const;

const FILE_HINT = 'A PDF that is not password-protected. Companies download it as it is.';

/** The programme chosen (its code as the radios hold it, as text), by the domain's rule. */
const chosenProgramme = z.string(MESSAGES.programmeMissing).transform((code, context) => {
  const programme = programmeChoiceSchema.safeParse(Number(code) || undefined);
  if (programme.success) return programme.data;
  context.addIssue({ code: 'custom', message: MESSAGES.programmeMissing });
  return z.NEVER;
});

const formSchema = z.object({
  applicationType: chosenProgramme,
  title: publishTermsSchema.shape.title,
  file: requiredDocumentField(MESSAGES.fileMissing),
});
type CheckedTerms = z.output<typeof formSchema>;

/** The confirmation: every company holding the programme's terms must acknowledge the new version. */
function confirmationOf({ applicationType, title, file }: CheckedTerms, version: number): Confirmation {
  const label = PROGRAMME_LABELS[applicationType];
  return {
    title: `Publish version ${version} of the ${label} terms?`,
    confirmLabel: 'Publish the terms',
    body: (
      <>
        <p className="terms-dialog__facts">
          “{title}”, from {file.displayFileName}, becomes the current {label} terms and conditions.
        </p>
        <WarningText>
          Every company that holds the {label} terms, sent or acknowledged, is sent version {version} and must
          acknowledge it again before its next {label} application.
        </WarningText>
        <p>This cannot be undone.</p>
      </>
    ),
  };
}

/**
 * Publishes the next version of a programme's terms: its title and its PDF. The confirmation says that
 * every company holding the programme's terms must acknowledge the new version.
 */
export function PublishTermsForm({
  nextVersionOf,
  onPublished,
}: {
  /** The number the next version of a programme will have. */
  readonly nextVersionOf: (programme: Programme) => number;
  readonly onPublished: (answer: PublishedTermsAnswer) => void;
}) {
  const kit = useUploadFormKit({
    schema: formSchema,
    fields: FIELDS,
    defaultValues: { applicationType: '', title: '', file: null },
  });
  const publish = usePublishTerms();
  return (
    <section className="terms-publish" aria-labelledby="terms-publish-heading">
      <h2 id="terms-publish-heading">Publish a new version</h2>
      <p>
        The new version replaces the programme’s current one: companies that hold the programme’s terms are
        sent it and must acknowledge it again.
      </p>
      <FormFrame
        kit={kit}
        labelledBy="terms-publish-heading"
        submitLabel="Publish the new version"
        pending={publish.isPending}
        confirm={(checked) => confirmationOf(checked, nextVersionOf(checked.applicationType))}
        send={({ file, ...details }) => publish.mutateAsync({ ...details, file: file.attachmentId })}
        onDone={onPublished}
        resetOnDone
      >
        <Radios legend="Programme" options={PROGRAMME_OPTIONS} {...kit.fieldProps('applicationType')} />
        <TextInput
          label="Title"
          hint={`What companies see, for example “LRP Company Terms and Conditions, 2027 edition”. Up to ${TERMS_TITLE_MAX} characters.`}
          width="full"
          {...kit.fieldProps('title')}
        />
        <FileField
          kit={kit}
          name="file"
          label="PDF of the terms and conditions"
          hint={FILE_HINT}
          fileTypes={['pdf']}
        />
      </FormFrame>
    </section>
  );
}
