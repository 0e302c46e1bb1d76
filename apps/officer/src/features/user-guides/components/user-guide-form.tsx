import {
  type OfficerUserGuide,
  publishUserGuideSchema,
  USER_GUIDE_AUDIENCE_LABELS,
  USER_GUIDE_TITLE_MAX,
} from '@fsmis/domain';
import { Radios } from '@fsmis/ui/components/radios';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { useUploadFormKit } from '@fsmis/ui/uploads/use-upload-form-kit';
import { useEffect, useRef } from 'react';
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
 * first, as companies see the change in their User Manual at once. Replacing is left with Cancel
 * replacing; the form starts afresh once its change is made.
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
  const send = ({ file, ...details }: CheckedUserGuide) => {
    const request = { ...details, file: file.attachmentId };
    return guide ? replace.mutateAsync({ id: guide.id, request }) : publish.mutateAsync(request);
  };

  const confirmation = (checked: CheckedUserGuide) => ({
    title: guide ? `Replace the file of “${guide.title}”?` : `Publish “${checked.title}”?`,
    confirmLabel: guide ? 'Replace the file' : 'Publish the guide',
    body: (
      <p>
        {guide
          ? `Companies download version ${checked.version} (${checked.file.displayFileName}) from now on; version ${guide.version} is deleted.`
          : `Version ${checked.version} (${checked.file.displayFileName}) appears in the User Manual for ${USER_GUIDE_AUDIENCE_LABELS[checked.audience].toLowerCase()} at once.`}
      </p>
    ),
  });

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
      <FormFrame
        kit={kit}
        labelledBy="guide-form-heading"
        submitLabel={replacing ? 'Replace the file' : 'Publish the guide'}
        pending={pending}
        send={send}
        onDone={({ message }) => onDone(message)}
        resetOnDone
        onCancel={replacing ? onStopReplacing : undefined}
        cancelLabel="Cancel replacing"
        confirm={confirmation}
      >
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
      </FormFrame>
    </section>
  );
}
