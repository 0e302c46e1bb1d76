import { PROGRAMMES } from '@fsmis/domain';
import { EmptyState } from '@fsmis/ui/components/empty-state';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { useTemplates } from '../api/get-templates';
import { TemplatesTable } from '../components/templates-table';
import '../templates.css';

/** Application templates: every form of every programme, with its newest version, by programme. */
export function TemplatesPage() {
  const templates = useTemplates();
  const data = templates.data;
  return (
    <div className="console-container">
      <PageHeading>Application templates</PageHeading>
      <p>
        Each application form is made from a template: its questions, fees and declaration. Open one to see
        the form it makes and to publish its next version.
      </p>
      {templates.isPending ? (
        <p role="status">Loading the templates…</p>
      ) : data === undefined ? (
        <LoadProblem
          error={templates.error}
          retrying={templates.isFetching}
          onRetry={() => void templates.refetch()}
        />
      ) : data.length === 0 ? (
        <EmptyState>
          <p>There are no templates. The portal publishes its built-in ones when it starts.</p>
        </EmptyState>
      ) : (
        PROGRAMMES.map((programme) => {
          const ofProgramme = data.filter((template) => template.programme === programme);
          const first = ofProgramme[0];
          if (!first) return null;
          const headingId = `templates-${first.programmeSlug}`;
          return (
            <section key={programme} className="section" aria-labelledby={headingId}>
              <h2 id={headingId}>{first.programmeLabel}</h2>
              <TemplatesTable
                captionId={`${headingId}-caption`}
                caption={`${first.programmeLabel} application templates`}
                templates={ofProgramme}
              />
            </section>
          );
        })
      )}
    </div>
  );
}
