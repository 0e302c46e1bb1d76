import { formatMoment } from '@fsmis/domain';
import { Breadcrumbs } from '@fsmis/ui/components/breadcrumbs';
import { Button } from '@fsmis/ui/components/button';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { type OfficerTemplate, useTemplate } from '../api/get-template';
import { TemplateEditor } from '../components/template-editor';
import { TemplatePreview } from '../components/template-preview';
import '../templates.css';

const BREADCRUMBS = [{ label: 'Application templates', to: paths.templates.href() }];

/** One form's template: its newest version, a preview of the form it makes, and publishing the next one. */
export function TemplatePage() {
  const { programme = '', slug = '' } = useParams();
  const template = useTemplate(programme, slug);
  // Kept here: publishing reads the template afresh, and the details start again from the new version.
  const [message, setMessage] = useState<string | null>(null);
  const data = template.data;
  return (
    <div className="console-container">
      <Breadcrumbs items={BREADCRUMBS} />
      {template.isPending ? (
        <>
          <PageHeading caption="Application templates">Template</PageHeading>
          <p role="status">Loading the template…</p>
        </>
      ) : data === undefined ? (
        <>
          <PageHeading caption="Application templates">Template</PageHeading>
          <LoadProblem
            error={template.error}
            retrying={template.isFetching}
            onRetry={() => void template.refetch()}
          />
        </>
      ) : (
        // A new key after publishing: the page starts again from the version just published.
        <TemplateDetails key={data.id} template={data} message={message} onPublished={setMessage} />
      )}
    </div>
  );
}

function TemplateDetails({
  template,
  message,
  onPublished,
}: {
  readonly template: OfficerTemplate;
  /** What the API said of the version just published, if one was. */
  readonly message: string | null;
  readonly onPublished: (message: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const form = { programme: template.programme, slug: template.form, name: template.formName };

  useEffect(() => {
    if (message) topRef.current?.focus();
  }, [message]);

  return (
    <>
      <PageHeading caption={`Application templates · ${template.programmeLabel}`}>
        {template.title}
      </PageHeading>
      <div ref={topRef} tabIndex={-1} className="template-result">
        {message ? <NotificationBanner variant="success">{message}</NotificationBanner> : null}
      </div>
      <SummaryList
        rows={[
          { key: 'Programme', value: template.programmeLabel },
          {
            key: 'Form',
            value: (
              <>
                {template.formName} (<code>{template.form}</code>)
              </>
            ),
          },
          { key: 'Category', value: template.categoryLabel },
          { key: 'Version', value: String(template.version) },
          {
            key: 'Published',
            value: <time dateTime={template.publishedAt}>{formatMoment(template.publishedAt)}</time>,
          },
          { key: 'Published by', value: template.publishedBy?.name ?? 'Built into the portal' },
          { key: 'Sections', value: String(template.sections) },
        ]}
      />
      {editing ? (
        <TemplateEditor
          form={form}
          template={template.definition}
          version={template.version}
          onPublished={(answer) => {
            setEditing(false);
            onPublished(answer.message ?? `Published version ${answer.published.version}.`);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <div className="button-group">
            <Button onClick={() => setEditing(true)}>Publish a new version</Button>
          </div>
          <section className="template-current" aria-labelledby="template-preview-heading">
            <h2 id="template-preview-heading">Preview of version {template.version}</h2>
            <TemplatePreview template={template.definition} scope="current" level={3} />
          </section>
        </>
      )}
    </>
  );
}
