import {
  FILE_TYPES,
  PROGRAMME_LABELS,
  PROGRAMMES,
  type Programme,
  publishTermsSchema,
  TERMS_TITLE_MAX,
} from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import { ErrorSummary, type ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { FieldNotes, fieldDescriptionIds } from '@fsmis/ui/components/form-field';
import { Radios } from '@fsmis/ui/components/radios';
import { TextInput } from '@fsmis/ui/components/text-input';
import { WarningText } from '@fsmis/ui/components/warning-text';
import { submissionProblemsOf } from '@fsmis/ui/lib/http-client';
import { useState } from 'react';
import { officerFileOf } from '../../../lib/file-content';
import { type PublishedTermsAnswer, usePublishTerms } from '../api/post-terms-document';

type Field = 'applicationType' | 'title' | 'content';

/** The form's fields in the order it shows them, with the API's name of each. */
const FIELDS: readonly { readonly id: string; readonly field: Field }[] = [
  { id: 'terms-publish-programme', field: 'applicationType' },
  { id: 'terms-publish-title', field: 'title' },
  { id: 'terms-publish-file', field: 'content' },
];

const PROGRAMME_OPTIONS = PROGRAMMES.map((programme) => ({
  value: String(programme),
  label: PROGRAMME_LABELS[programme],
}));

const detailsSchema = publishTermsSchema.pick({ applicationType: true, title: true });

const isPdf = (file: File) =>
  file.type === FILE_TYPES.pdf.contentType || file.name.toLowerCase().endsWith('.pdf');

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
  const publish = usePublishTerms();
  const [programme, setProgramme] = useState('');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // The file input is uncontrolled: a new key empties it after publishing.
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [summary, setSummary] = useState<{ items: ErrorSummaryItem[]; attempt: number }>({
    items: [],
    attempt: 0,
  });
  const [confirming, setConfirming] = useState<{ programme: Programme; title: string } | null>(null);

  const report = (found: Partial<Record<Field, string>>, extra: ErrorSummaryItem[] = []) => {
    setErrors(found);
    setSummary((previous) => ({
      attempt: previous.attempt + 1,
      items: [
        ...extra,
        ...FIELDS.flatMap(({ id, field }) => {
          const text = found[field];
          return text ? [{ fieldId: id, text }] : [];
        }),
      ],
    }));
  };

  const check = () => {
    const found: Partial<Record<Field, string>> = {};
    const parsed = detailsSchema.safeParse({ applicationType: Number(programme) || undefined, title });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      // The schema's words name the API's codes; the form shows the programmes by name.
      if (found.applicationType) found.applicationType = 'Choose the programme of the terms and conditions';
    }
    if (file === null) found.content = 'Choose the PDF of the terms and conditions';
    else if (!isPdf(file)) found.content = 'The file must be a PDF';
    else if (file.size === 0) found.content = 'The file is empty: choose the PDF of the terms and conditions';
    if (!parsed.success || Object.keys(found).length > 0) {
      report(found);
      return;
    }
    setErrors({});
    setSummary((previous) => ({ ...previous, items: [] }));
    setConfirming({ programme: parsed.data.applicationType, title: parsed.data.title });
  };

  const confirm = async () => {
    if (!confirming || !file) return;
    const content = (await officerFileOf(file)).contentBase64;
    publish.mutate(
      { applicationType: confirming.programme, title: confirming.title, content },
      {
        onSuccess: (answer) => {
          setConfirming(null);
          setProgramme('');
          setTitle('');
          setFile(null);
          setFileKey((key) => key + 1);
          onPublished(answer);
        },
        onError: (error) => {
          setConfirming(null);
          const found: Partial<Record<Field, string>> = {};
          const problems = submissionProblemsOf(error, FIELDS, {
            apiPathOf: ({ field }) => field,
            onField: ({ field }, message) => {
              found[field] = message;
            },
          });
          if (Object.keys(found).length > 0) report(found);
          else report({}, problems);
        },
      },
    );
  };

  const label = confirming ? PROGRAMME_LABELS[confirming.programme] : '';
  const version = confirming ? nextVersionOf(confirming.programme) : 0;
  const fileIds = fieldDescriptionIds('terms-publish-file', {
    hint: 'hint',
    error: errors.content,
  });

  return (
    <section className="terms-publish" aria-labelledby="terms-publish-heading">
      <h2 id="terms-publish-heading">Publish a new version</h2>
      <p>
        The new version replaces the programme’s current one: companies that hold the programme’s terms are
        sent it and must acknowledge it again.
      </p>
      <ErrorSummary items={summary.items} focusKey={summary.attempt} />
      <form
        noValidate
        aria-labelledby="terms-publish-heading"
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        <Radios
          id="terms-publish-programme"
          name="applicationType"
          legend="Programme"
          options={PROGRAMME_OPTIONS}
          checkedValue={programme}
          onChoose={setProgramme}
          error={errors.applicationType}
        />
        <TextInput
          id="terms-publish-title"
          label="Title"
          hint={`What companies see, for example “LRP Company Terms and Conditions, 2027 edition”. Up to ${TERMS_TITLE_MAX} characters.`}
          width="full"
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className={errors.content ? 'form-field form-field--error' : 'form-field'}>
          <label className="form-field__label" htmlFor="terms-publish-file">
            PDF of the terms and conditions
          </label>
          <FieldNotes
            hint="A PDF that is not password-protected. Companies download it as it is."
            hintId={fileIds.hintId}
            error={errors.content}
            errorId={fileIds.errorId}
          />
          <input
            key={fileKey}
            id="terms-publish-file"
            type="file"
            accept={`${FILE_TYPES.pdf.extensions.join(',')},${FILE_TYPES.pdf.contentType}`}
            className="terms-publish__file"
            aria-describedby={fileIds.describedBy}
            aria-invalid={errors.content ? true : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit">Publish the new version</Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={`Publish version ${version} of the ${label} terms?`}
        confirmLabel="Publish the terms"
        pending={publish.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      >
        <p className="terms-dialog__facts">
          “{confirming?.title}”, from {file?.name}, becomes the current {label} terms and conditions.
        </p>
        <WarningText>
          Every company that holds the {label} terms, sent or acknowledged, is sent version {version} and must
          acknowledge it again before its next {label} application.
        </WarningText>
        <p>This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
