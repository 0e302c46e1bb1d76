import {
  type OfficerUserGuide,
  publishUserGuideSchema,
  USER_GUIDE_AUDIENCE_LABELS,
  USER_GUIDE_TITLE_MAX,
} from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { Radios } from '@fsmis/ui/components/radios';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { useUploadFormKit } from '@fsmis/ui/uploads/use-upload-form-kit';
import { useEffect, useRef, useState } from 'react';
import { FileField } from '../../../components/forms/file-field';
import { usePublishUserGuide } from '../api/post-user-guide';
import { useReplaceUserGuide } from '../api/put-user-guide';
import {
  type CheckedUserGuide,
  USER_GUIDE_AUDIENCE_OPTIONS,
  userGuideFormSchema,
  userGuideFormValuesOf,
} from '../forms/user-guide-input';

const FILE_HINT = 'A PDF, as companies will download it. Its name is the name they save it under.';

/**
 * Publishes a new guide, or replaces the file of one (`guide`) with a new version; either is confirmed
 * first, as companies see the change in their User Manual at once. Its own frame rather than the kit's
 * FormFrame, whose only other button is called "Cancel": this one says what is cancelled.
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
  const kit = useUploadFormKit({
    schema: userGuideFormSchema,
    idPrefix: 'guide',
    defaultValues: userGuideFormValuesOf(guide),
  });
  const [confirming, setConfirming] = useState<CheckedUserGuide | null>(null);
  const publish = usePublishUserGuide();
  const replace = useReplaceUserGuide();
  const pending = publish.isPending || replace.isPending;
  const heading = useRef<HTMLHeadingElement>(null);
  const replacing = guide !== null;

  // Replacing starts from a button in the table: take the officer to the form they asked for.
  useEffect(() => {
    if (replacing) heading.current?.focus();
  }, [replacing]);

  /** Once the change is confirmed: publishes the guide, or replaces its file, with the PDF uploaded. */
  const send = async ({ file, ...details }: CheckedUserGuide) => {
    const request = { ...details, file: file.attachmentId };
    const change = guide ? replace.mutateAsync({ id: guide.id, request }) : publish.mutateAsync(request);
    await change.then(
      ({ message }) => {
        setConfirming(null);
        kit.form.reset();
        onDone(message);
      },
      (error: unknown) => {
        setConfirming(null);
        kit.reportRefusal(error);
      },
    );
  };

  const submit = kit.form.handleSubmit((checked) => {
    kit.clearProblems();
    setConfirming(checked);
  }, kit.reportInvalid);

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
      <ErrorSummary items={kit.problems.items} focusKey={kit.problems.attempt} />
      <form noValidate aria-labelledby="guide-form-heading" onSubmit={(event) => void submit(event)}>
        <TextInput
          label="Title"
          hint={`Up to ${USER_GUIDE_TITLE_MAX} characters.`}
          width="full"
          {...kit.fieldProps('title')}
        />
        <Textarea
          label="What the guide covers"
          rows={3}
          {...kit.characterCount('description', publishUserGuideSchema.shape.description)}
          {...kit.fieldProps('description')}
        />
        <Radios
          legend="Who the guide is for"
          options={USER_GUIDE_AUDIENCE_OPTIONS}
          {...kit.fieldProps('audience')}
        />
        <TextInput
          label="Version"
          hint={replacing ? `Like 2.1. The file now published is version ${guide.version}.` : 'Like 2.1.'}
          width="short"
          {...kit.fieldProps('version')}
        />
        <FileField
          kit={kit}
          name="file"
          label={replacing ? 'New file' : 'File'}
          hint={FILE_HINT}
          fileTypes={['pdf']}
        />
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
        title={replacing ? `Replace the file of “${guide.title}”?` : `Publish “${confirming?.title ?? ''}”?`}
        confirmLabel={replacing ? 'Replace the file' : 'Publish the guide'}
        pending={pending}
        onConfirm={() => confirming && void send(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming ? (
          <p>
            {replacing
              ? `Companies download version ${confirming.version} (${confirming.file.displayFileName}) from now on; version ${guide.version} is deleted.`
              : `Version ${confirming.version} (${confirming.file.displayFileName}) appears in the User Manual for ${USER_GUIDE_AUDIENCE_LABELS[confirming.audience].toLowerCase()} at once.`}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
