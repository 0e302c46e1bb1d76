import { BANNER_TITLE_MAX, type BannerInput, bannerInputSchema, type OfficerBanner } from '@fsmis/domain';
import { Radios } from '@fsmis/ui/components/radios';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { useEffect, useRef } from 'react';
import { useCreateBanner } from '../api/post-banner';
import { useUpdateBanner } from '../api/put-banner';
import { BANNER_SEVERITY_OPTIONS, bannerFormSchema, bannerFormValuesOf } from '../forms/banner-input';
import { isHalfTyped } from '../forms/typed-instant';
import { BannerPreview } from './banner-preview';

const ID = 'banner';

/** The times are read from their boxes as the form checks them: a half-typed box is never left empty. */
const formSchema = bannerFormSchema({ halfTyped: (time) => isHalfTyped(`${ID}-${time}`) });

/**
 * Creates a banner, or edits one (`banner`): its title, message and severity, and when it shows, in
 * Singapore time, with a preview of how companies will see it beside the fields. A new banner's form
 * starts afresh once created; an edit is left with Cancel editing.
 */
export function BannerForm({
  banner,
  onSaved,
  onStopEditing,
}: {
  /** The banner being edited; null to create one. */
  readonly banner: OfficerBanner | null;
  readonly onSaved: (message: string) => void;
  readonly onStopEditing: () => void;
}) {
  const kit = useFormKit({ schema: formSchema, idPrefix: ID, defaultValues: bannerFormValuesOf(banner) });
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const pending = create.isPending || update.isPending;
  const heading = useRef<HTMLHeadingElement>(null);
  const editing = banner !== null;

  // Editing starts from a button in the table: take the officer to the form they asked for.
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);

  const save = (input: BannerInput) =>
    banner ? update.mutateAsync({ id: banner.id, input }) : create.mutateAsync(input);

  const typed = kit.form.watch();
  const title = editing ? `Edit the banner “${banner.title}”` : 'Create a banner';

  return (
    <section className="banner-editor" aria-labelledby="banner-form-heading">
      <h2 id="banner-form-heading" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <FormFrame
        kit={kit}
        labelledBy="banner-form-heading"
        submitLabel={editing ? 'Save the banner' : 'Create the banner'}
        pending={pending}
        send={save}
        onDone={({ message }) => onSaved(message)}
        resetOnDone={!editing}
        onCancel={editing ? onStopEditing : undefined}
        cancelLabel="Cancel editing"
      >
        <div className="banner-editor__layout">
          <div>
            <TextInput
              label="Title"
              hint={`Up to ${BANNER_TITLE_MAX} characters.`}
              {...kit.fieldProps('title')}
            />
            <Textarea
              label="Message"
              rows={3}
              {...kit.characterCount('message', bannerInputSchema.shape.message)}
              {...kit.fieldProps('message')}
            />
            <Radios legend="Severity" options={BANNER_SEVERITY_OPTIONS} {...kit.fieldProps('severity')} />
            <div className="site-settings__times">
              <TextInput
                label="Show from"
                hint={
                  editing
                    ? 'Singapore time. Leave empty to keep its start.'
                    : 'Singapore time. Leave empty to show it now.'
                }
                type="datetime-local"
                width="short"
                {...kit.fieldProps('from')}
              />
              <TextInput
                label="Show until"
                hint="Singapore time. Leave empty to show it until it is removed."
                type="datetime-local"
                width="short"
                {...kit.fieldProps('until')}
              />
            </div>
          </div>
          <BannerPreview title={typed.title} message={typed.message} severity={typed.severity} />
        </div>
      </FormFrame>
    </section>
  );
}
