import {
  acceptAttributeForTypes,
  type OfficerUserGuide,
  USER_GUIDE_AUDIENCE_LABELS,
  USER_GUIDE_DESCRIPTION_MAX,
  USER_GUIDE_TITLE_MAX,
} from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { FormField, fieldDescriptionIds } from '@fsmis/ui/components/form-field';
import { Radios } from '@fsmis/ui/components/radios';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { type FieldProblems, submissionProblems, summaryItemsOf } from '@fsmis/ui/lib/form-problems';
import { useEffect, useRef, useState } from 'react';
import { officerFileOf } from '../../../lib/file-content';
import { usePublishUserGuide } from '../api/post-user-guide';
import { useReplaceUserGuide } from '../api/put-user-guide';
import {
  USER_GUIDE_AUDIENCE_OPTIONS,
  USER_GUIDE_FIELDS,
  type UserGuideDetails,
  type UserGuideField,
  userGuideFormValuesOf,
  userGuideRequestOf,
} from '../forms/user-guide-input';

const FILE_HINT = 'A PDF, as companies will download it. Its name is the name they save it under.';

/**
 * Publishes a new guide, or replaces the file of one (`guide`) with a new version; either is confirmed
 * first, as companies see the change in their User Manual at once.
 */
export function UserGuideForm({
  guide,
  onDone,
  onStopReplacing,
}: {
  /** The guide whose file is replaced; null to publish a new one. */
  readonly guide: OfficerUserGuide | null;
  readonly onDone: (message: string) => void;
  readonly onStopReplacing: () => void;
}) {
  const [values, setValues] = useState(() => userGuideFormValuesOf(guide));
  const [fileInputKey, setFileInputKey] = useState(0);
  const [problems, setProblems] = useState<FieldProblems<UserGuideField>>({});
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState<{ details: UserGuideDetails; file: File } | null>(null);
  const [reading, setReading] = useState(false);
  const publish = usePublishUserGuide();
  const replace = useReplaceUserGuide();
  const pending = reading || publish.isPending || replace.isPending;
  const heading = useRef<HTMLHeadingElement>(null);
  const replacing = guide !== null;

  // Replacing starts from a button in the table: take the officer to the form they asked for.
  useEffect(() => {
    if (replacing) heading.current?.focus();
  }, [replacing]);

  const refused = (error: unknown) => {
    setConfirming(null);
    const found = submissionProblems(error, USER_GUIDE_FIELDS);
    setProblems(found.fields);
    setFormProblem(found.form);
    setAttempt((previous) => previous + 1);
  };

  const done = (message: string) => {
    setConfirming(null);
    setValues(userGuideFormValuesOf(null));
    setFileInputKey((previous) => previous + 1);
    onDone(message);
  };

  const send = async ({ details, file }: { details: UserGuideDetails; file: File }) => {
    setReading(true);
    let content: Awaited<ReturnType<typeof officerFileOf>>;
    try {
      content = await officerFileOf(file);
    } catch {
      setConfirming(null);
      setProblems({ file: 'We could not read the file. Choose it again.' });
      setAttempt((previous) => previous + 1);
      return;
    } finally {
      setReading(false);
    }
    const request = { ...details, file: content };
    if (guide) {
      replace.mutate(
        { id: guide.id, request },
        { onSuccess: ({ message }) => done(message), onError: refused },
      );
    } else {
      publish.mutate(request, { onSuccess: ({ message }) => done(message), onError: refused });
    }
  };

  const submit = () => {
    const checked = userGuideRequestOf(values);
    setFormProblem(null);
    if (!checked.ok) {
      setProblems(checked.problems);
      setAttempt((previous) => previous + 1);
      return;
    }
    setProblems({});
    setConfirming({ details: checked.details, file: checked.file });
  };

  const set = (name: Exclude<UserGuideField, 'file'>) => (value: string) =>
    setValues({ ...values, [name]: value });
  const fileIds = fieldDescriptionIds('guide-file', { hint: FILE_HINT, error: problems.file });
  const title = replacing ? `Replace the file of “${guide.title}”` : 'Publish a user guide';

  return (
    <section className="user-guide-editor" aria-labelledby="guide-form-heading">
      <h2 id="guide-form-heading" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {replacing ? (
        <p>
          Companies download the new file from now on; the file of version {guide.version} is deleted. Give
          the new file its own version.
        </p>
      ) : null}
      <ErrorSummary items={summaryItemsOf(USER_GUIDE_FIELDS, problems, formProblem)} focusKey={attempt} />
      <form
        noValidate
        aria-labelledby="guide-form-heading"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          id="guide-title"
          name="title"
          label="Title"
          hint={`Up to ${USER_GUIDE_TITLE_MAX} characters.`}
          width="full"
          value={values.title}
          error={problems.title}
          onChange={(event) => set('title')(event.target.value)}
        />
        <Textarea
          id="guide-description"
          name="description"
          label="What the guide covers"
          rows={3}
          characterCount={{ max: USER_GUIDE_DESCRIPTION_MAX, count: values.description.length }}
          value={values.description}
          error={problems.description}
          onChange={(event) => set('description')(event.target.value)}
        />
        <Radios
          id="guide-audience"
          name="audience"
          legend="Who the guide is for"
          options={USER_GUIDE_AUDIENCE_OPTIONS}
          checkedValue={values.audience}
          onChoose={set('audience')}
          error={problems.audience}
        />
        <TextInput
          id="guide-version"
          name="version"
          label="Version"
          hint={replacing ? `Like 2.1. The file now published is version ${guide.version}.` : 'Like 2.1.'}
          width="short"
          value={values.version}
          error={problems.version}
          onChange={(event) => set('version')(event.target.value)}
        />
        <FormField
          id="guide-file"
          label={replacing ? 'New file' : 'File'}
          hint={FILE_HINT}
          error={problems.file}
        >
          <input
            key={fileInputKey}
            id="guide-file"
            name="file"
            type="file"
            className="user-guides__file"
            accept={acceptAttributeForTypes(['pdf'])}
            aria-describedby={fileIds.describedBy}
            aria-invalid={problems.file ? true : undefined}
            onChange={(event) => setValues({ ...values, file: event.target.files?.[0] ?? null })}
          />
        </FormField>
        <div className="button-group">
          <Button type="submit" pending={pending && confirming === null}>
            {replacing ? 'Replace the file' : 'Publish the guide'}
          </Button>
          {replacing ? (
            <Button variant="secondary" onClick={onStopReplacing}>
              Cancel replacing
            </Button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={
          replacing
            ? `Replace the file of “${guide.title}”?`
            : `Publish “${confirming?.details.title ?? ''}”?`
        }
        confirmLabel={replacing ? 'Replace the file' : 'Publish the guide'}
        pending={pending}
        onConfirm={() => confirming && void send(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming ? (
          <p>
            {replacing
              ? `Companies download version ${confirming.details.version} (${confirming.file.name}) from now on; version ${guide.version} is deleted.`
              : `Version ${confirming.details.version} (${confirming.file.name}) appears in the User Manual for ${USER_GUIDE_AUDIENCE_LABELS[confirming.details.audience].toLowerCase()} at once.`}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
