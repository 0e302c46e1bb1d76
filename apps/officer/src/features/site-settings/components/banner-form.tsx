import {
  BANNER_MESSAGE_MAX,
  BANNER_TITLE_MAX,
  type BannerInput,
  type BannerSeverity,
  type OfficerBanner,
} from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { Radios } from '@fsmis/ui/components/radios';
import { TextInput } from '@fsmis/ui/components/text-input';
import { Textarea } from '@fsmis/ui/components/textarea';
import { type FieldProblems, submissionProblems, summaryItemsOf } from '@fsmis/ui/lib/form-problems';
import { useEffect, useRef, useState } from 'react';
import { useCreateBanner } from '../api/post-banner';
import { useUpdateBanner } from '../api/put-banner';
import {
  BANNER_FIELDS,
  BANNER_SEVERITY_OPTIONS,
  type BannerField,
  bannerFormValuesOf,
  bannerInputOf,
} from '../forms/banner-input';
import { isIncomplete } from '../forms/typed-instant';
import { BannerPreview } from './banner-preview';

/**
 * Creates a banner, or edits one (`banner`): its title, message and severity, and when it shows, in
 * Singapore time, with a preview of how companies will see it.
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
  const initial = bannerFormValuesOf(banner);
  const [values, setValues] = useState({ ...initial, from: initial.from.value, until: initial.until.value });
  const [problems, setProblems] = useState<FieldProblems<BannerField>>({});
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const pending = create.isPending || update.isPending;
  const heading = useRef<HTMLHeadingElement>(null);
  const editing = banner !== null;

  // Editing starts from a button in the table: take the officer to the form they asked for.
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);

  const refused = (error: unknown) => {
    const found = submissionProblems(error, BANNER_FIELDS);
    setProblems(found.fields);
    setFormProblem(found.form);
    setAttempt((previous) => previous + 1);
  };
  const saved = (message: string) => {
    onSaved(message);
    if (!editing) setValues({ ...initial, from: '', until: '' });
  };

  const submit = (form: HTMLFormElement) => {
    const checked = bannerInputOf({
      ...values,
      from: { value: values.from, incomplete: isIncomplete(form, 'from') },
      until: { value: values.until, incomplete: isIncomplete(form, 'until') },
    });
    setFormProblem(null);
    if (!checked.ok) {
      setProblems(checked.problems);
      setAttempt((previous) => previous + 1);
      return;
    }
    setProblems({});
    const input: BannerInput = checked.input;
    if (banner) {
      update.mutate(
        { id: banner.id, input },
        { onSuccess: ({ message }) => saved(message), onError: refused },
      );
    } else {
      create.mutate(input, { onSuccess: ({ message }) => saved(message), onError: refused });
    }
  };

  const set = (name: keyof typeof values) => (value: string) => setValues({ ...values, [name]: value });
  const title = editing ? `Edit the banner “${banner.title}”` : 'Create a banner';

  return (
    <section className="banner-editor" aria-labelledby="banner-form-heading">
      <h2 id="banner-form-heading" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <ErrorSummary items={summaryItemsOf(BANNER_FIELDS, problems, formProblem)} focusKey={attempt} />
      <div className="banner-editor__layout">
        <form
          noValidate
          aria-labelledby="banner-form-heading"
          onSubmit={(event) => {
            event.preventDefault();
            submit(event.currentTarget);
          }}
        >
          <TextInput
            id="banner-title"
            name="title"
            label="Title"
            hint={`Up to ${BANNER_TITLE_MAX} characters.`}
            value={values.title}
            error={problems.title}
            onChange={(event) => set('title')(event.target.value)}
          />
          <Textarea
            id="banner-message"
            name="message"
            label="Message"
            rows={3}
            characterCount={{ max: BANNER_MESSAGE_MAX, count: values.message.length }}
            value={values.message}
            error={problems.message}
            onChange={(event) => set('message')(event.target.value)}
          />
          <Radios
            id="banner-severity"
            name="severity"
            legend="Severity"
            options={BANNER_SEVERITY_OPTIONS}
            checkedValue={values.severity}
            onChoose={set('severity')}
            error={problems.severity}
          />
          <div className="site-settings__times">
            <TextInput
              id="banner-from"
              name="from"
              label="Show from"
              hint={
                editing
                  ? 'Singapore time. Leave empty to keep its start.'
                  : 'Singapore time. Leave empty to show it now.'
              }
              type="datetime-local"
              width="short"
              value={values.from}
              error={problems.from}
              onChange={(event) => set('from')(event.target.value)}
            />
            <TextInput
              id="banner-until"
              name="until"
              label="Show until"
              hint="Singapore time. Leave empty to show it until it is removed."
              type="datetime-local"
              width="short"
              value={values.until}
              error={problems.until}
              onChange={(event) => set('until')(event.target.value)}
            />
          </div>
          <div className="button-group">
            <Button type="submit" pending={pending}>
              {editing ? 'Save the banner' : 'Create the banner'}
            </Button>
            {editing ? (
              <Button variant="secondary" onClick={onStopEditing}>
                Cancel editing
              </Button>
            ) : null}
          </div>
        </form>
        <BannerPreview
          title={values.title}
          message={values.message}
          severity={(values.severity || 'info') as BannerSeverity}
        />
      </div>
    </section>
  );
}
