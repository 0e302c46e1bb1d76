import { type FormTemplate, type Programme, programmeLabel } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { Textarea } from '@fsmis/ui/components/textarea';
import { errorMessageOf, isHttpError } from '@fsmis/ui/lib/http-client';
import { useDeferredValue, useMemo, useState } from 'react';
import { type PublishedTemplateAnswer, usePublishTemplate } from '../api/post-template';
import {
  checkTemplateJson,
  issuesOfRefusal,
  type TemplateIssue,
  templateJsonOf,
  WHOLE_TEMPLATE,
} from '../utils/template-json';
import { TemplatePreview } from './template-preview';

const EDITOR_ID = 'template-json';

const summaryItemOf = (issue: TemplateIssue) => ({
  fieldId: EDITOR_ID,
  text: issue.path === WHOLE_TEMPLATE ? issue.message : `${issue.path}: ${issue.message}`,
});

/**
 * "Publish a new version": the template as JSON, checked as it is typed with the domain's template
 * schema, a preview of the form the edited template makes, and publishing it after a confirmation.
 */
export function TemplateEditor({
  form,
  template,
  version,
  onPublished,
  onCancel,
}: {
  readonly form: { readonly programme: Programme; readonly slug: string; readonly name: string };
  /** The version it starts from. */
  readonly template: FormTemplate;
  readonly version: number;
  readonly onPublished: (answer: PublishedTemplateAnswer) => void;
  readonly onCancel: () => void;
}) {
  const publish = usePublishTemplate();
  const [text, setText] = useState(() => templateJsonOf(template));
  // A long template is checked and previewed after typing pauses, so the keys never wait for it.
  const deferredText = useDeferredValue(text);
  const check = useMemo(
    () => checkTemplateJson(deferredText, { programme: form.programme, slug: form.slug }),
    [deferredText, form.programme, form.slug],
  );
  const [lastValid, setLastValid] = useState<FormTemplate>(template);
  if (check.ok && check.template !== lastValid) setLastValid(check.template);
  const [problems, setProblems] = useState<{ issues: readonly TemplateIssue[]; attempt: number }>({
    issues: [],
    attempt: 0,
  });
  const [confirming, setConfirming] = useState<FormTemplate | null>(null);

  const report = (issues: readonly TemplateIssue[]) =>
    setProblems((previous) => ({ issues, attempt: previous.attempt + 1 }));

  const attemptPublish = () => {
    const now = checkTemplateJson(text, { programme: form.programme, slug: form.slug });
    if (!now.ok) {
      report(now.issues);
      return;
    }
    report([]);
    setConfirming(now.template);
  };

  const confirm = () => {
    if (!confirming) return;
    publish.mutate(confirming, {
      onSuccess: (answer) => {
        setConfirming(null);
        onPublished(answer);
      },
      onError: (error) => {
        setConfirming(null);
        const issues = isHttpError(error) && error.status === 400 ? issuesOfRefusal(error.details) : [];
        report(issues.length > 0 ? issues : [{ path: WHOLE_TEMPLATE, message: errorMessageOf(error) }]);
      },
    });
  };

  const label = `${programmeLabel(form.programme)} ${form.name}`;
  const next = version + 1;
  const fieldError =
    problems.issues.length > 0
      ? 'The template cannot be published as it is: see the problems above'
      : undefined;
  return (
    <section className="template-editor" aria-labelledby="template-editor-heading">
      <h2 id="template-editor-heading">Publish a new version</h2>
      <p>
        Edit the template below. It is checked as you type, and the preview beside it shows the form it makes.
        Publishing makes it version {next}: new applications use it, applications already started keep the
        version they started on.
      </p>
      <ErrorSummary items={problems.issues.map(summaryItemOf)} focusKey={problems.attempt} />
      <div className="template-editor__columns">
        <div className="template-editor__source">
          <Textarea
            id={EDITOR_ID}
            label="Template (JSON)"
            hint={`Version ${version}, as published. Keep the programme and form as they are.`}
            className="template-editor__json"
            rows={28}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            value={text}
            error={fieldError}
            onChange={(event) => setText(event.target.value)}
          />
          <p className="template-editor__check" role="status">
            {check.ok
              ? 'The template is valid.'
              : `${check.issues.length === 1 ? '1 problem' : `${check.issues.length} problems`}: the preview shows the last valid template.`}
          </p>
          <div className="button-group">
            <Button onClick={attemptPublish}>Publish version {next}</Button>
            <Button variant="secondary" onClick={onCancel}>
              Discard changes
            </Button>
          </div>
        </div>
        <section className="template-editor__preview" aria-labelledby="template-edited-preview-heading">
          <h3 id="template-edited-preview-heading">Preview of your edits</h3>
          {check.ok ? null : (
            <InsetText>
              The template has {check.issues.length === 1 ? 'a problem' : 'problems'}; this is the last valid
              version of your edits.
            </InsetText>
          )}
          <TemplatePreview template={lastValid} scope="edited" level={4} />
        </section>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={`Publish version ${next} of the ${label} template?`}
        confirmLabel="Publish the template"
        pending={publish.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        <p>
          New {label} applications use version {next} at once. Applications already started keep the version
          they started on. A published version cannot be changed or withdrawn: to undo it, publish another.
        </p>
      </ConfirmDialog>
    </section>
  );
}
