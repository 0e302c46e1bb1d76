import { formatMoney, type Programme, programmeSlug } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ButtonLink } from '@fsmis/ui/components/button-link';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { FormRequirement } from '../api/get-form-requirements';
import { useStartApplication } from '../api/post-start-application';
import { formHref } from './form-location';

/** What a form asks for before anyone starts it: its purpose, the documents to prepare, fees and timelines. */
export function FormRequirementDetails({ requirement }: { readonly requirement: FormRequirement }) {
  return (
    <>
      {requirement.introduction.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>What you will need</h2>
      <p>The application has these sections:</p>
      <ol>
        {requirement.sections.map((section) => (
          <li key={section.id}>{section.title}</li>
        ))}
      </ol>
      {requirement.documents.length > 0 ? (
        <>
          <p>Have these documents ready to upload:</p>
          <ul>
            {requirement.documents.map((document) => (
              <li key={`${document.section}-${document.label}`}>
                {document.label}
                {document.perItem ? ` (one for each ${document.perItem})` : ''}
                {document.optional ? ' (if you have one)' : ''}:{' '}
                {document.fileTypes.map((type) => type.toUpperCase()).join(', ')}, up to {document.maxMb} MB
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {requirement.fees.length > 0 ? (
        <>
          <h2>Fees</h2>
          <ul>
            {requirement.fees.map((fee) => (
              <li key={fee.item}>
                {fee.item}: {formatMoney(fee.amountSgd)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {requirement.timelines.length > 0 ? (
        <>
          <h2>How long it takes</h2>
          <ul>
            {requirement.timelines.map((timeline) => (
              <li key={timeline}>{timeline}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/**
 * Start (or continue) a form: a draft the company has is continued; otherwise Start creates one, after
 * the API checks again that the company may start it now. A refusal is explained in plain words.
 */
export function StartForm({
  programme,
  requirement,
  label = 'Start now',
}: {
  readonly programme: Programme;
  readonly requirement: FormRequirement;
  readonly label?: string;
}) {
  const start = useStartApplication();
  const navigate = useNavigate();
  const draftHref = (id: string) => formHref({ id, programme, form: requirement.form });
  if (requirement.draftId) {
    return <ButtonLink to={draftHref(requirement.draftId)}>Continue your application</ButtonLink>;
  }
  if (!requirement.canStart) {
    return (
      <InsetText>
        <p>{requirement.refusal}</p>
        <p>
          <Link to={paths.dashboard.href()}>Return to your Dashboard</Link>
        </p>
      </InsetText>
    );
  }
  return (
    <>
      <ErrorSummary items={start.isError ? [{ text: errorMessageOf(start.error) }] : []} />
      <Button
        pending={start.isPending}
        onClick={() =>
          start.mutate(
            { programme, category: requirement.category, form: requirement.form },
            { onSuccess: (started) => navigate(draftHref(started.id)) },
          )
        }
      >
        {label}
      </Button>
      <p className="form-start__note">
        Your answers are saved as you go. You can leave and come back to{' '}
        <Link to={paths.applicationForm.href(programmeSlug(programme), requirement.form)}>
          this application
        </Link>{' '}
        at any time before you submit it.
      </p>
    </>
  );
}
