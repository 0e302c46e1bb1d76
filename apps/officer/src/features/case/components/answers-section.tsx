import type { OfficerApplicationCase } from '@fsmis/domain';
import { AnswersSummary } from '@fsmis/ui/workflow/answers-summary';
import { SignedDeclaration } from '@fsmis/ui/workflow/signed-declaration';
import { apiPaths } from '../../../config/paths';
import { CaseSection } from './case-section';

/**
 * The form as the company submitted it, section by section, with the template's own labels, then the
 * declaration it signed. A renewal or change marks what differs from the recognised application.
 */
export function AnswersSection({ application }: { readonly application: OfficerApplicationCase }) {
  const template = application.template?.definition ?? null;
  return (
    <CaseSection id="answers">
      {template === null ? (
        <p>This application predates the form templates: its answers cannot be shown here.</p>
      ) : (
        <>
          <p className="workflow-meta">
            {template.title}, version {application.template?.version} of the form.
            {application.baseline ? ' Changes against the recognised application are marked.' : ''}
          </p>
          <AnswersSummary
            application={application}
            template={template}
            links={{ file: (file) => apiPaths.applicationDocument(application.id, file.attachmentId) }}
            headingLevel={3}
          />
          {application.declaration ? (
            <section className="case-declaration" aria-labelledby="answers-declaration">
              <h3 className="case-declaration__title" id="answers-declaration">
                Declaration
              </h3>
              <SignedDeclaration signature={application.declaration} />
            </section>
          ) : null}
        </>
      )}
    </CaseSection>
  );
}
