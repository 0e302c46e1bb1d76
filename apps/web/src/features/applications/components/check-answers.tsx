import { answerContext, applicationProblems } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { CheckboxGroup } from '@fsmis/ui/components/checkbox-group';
import { ErrorSummary, type ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { AnswersSummary } from '@fsmis/ui/workflow/answers-summary';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiPaths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { useSubmitApplication } from '../api/post-submit-application';
import { answersLinks, type FormLocation, formHref } from './form-location';

const DECLARATION_ID = 'declaration-confirmed';
const DECLARATION_MESSAGE = 'Confirm the declaration to submit your application';

/** GOV.UK check your answers, then the declaration signed with the user's profile signature, then submit. */
export function CheckAnswers({ location }: { readonly location: FormLocation }) {
  const { application, template } = location;
  const user = useSessionUser();
  const navigate = useNavigate();
  const submit = useSubmitApplication();
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const [problems, setProblems] = useState<{ items: readonly ErrorSummaryItem[]; attempt: number }>({
    items: [],
    attempt: 0,
  });
  const outstanding = applicationProblems(
    template,
    Object.fromEntries(Object.entries(application.sections).map(([id, section]) => [id, section.answers])),
    answerContext(new Date(), application.baseline),
  );
  const report = (items: readonly ErrorSummaryItem[]) =>
    setProblems((previous) => ({ items, attempt: previous.attempt + 1 }));

  const send = () => {
    if (confirmed.length === 0) {
      report([{ fieldId: DECLARATION_ID, text: DECLARATION_MESSAGE }]);
      return;
    }
    report([]);
    submit.mutate(application.id, {
      onSuccess: () => navigate(formHref(application, { step: 'submitted' })),
      onError: (error) =>
        report(
          errorMessageOf(error)
            .split('\n')
            .filter(Boolean)
            .map((text) => ({ text })),
        ),
    });
  };

  const declarationError = problems.items.some((item) => item.fieldId === DECLARATION_ID)
    ? DECLARATION_MESSAGE
    : undefined;
  return (
    <>
      <ErrorSummary items={problems.items} focusKey={problems.attempt} />
      <h1>Check your answers before submitting your application</h1>
      <p className="lead">{template.title}</p>
      {outstanding.length > 0 ? (
        <InsetText>
          <h2>Your application is not complete</h2>
          <ul>
            {[...new Set(outstanding.map((problem) => problem.sectionId))].map((sectionId) => (
              <li key={sectionId}>
                <Link to={formHref(application, { section: sectionId })}>
                  Complete {template.sections.find((section) => section.id === sectionId)?.title}
                </Link>
              </li>
            ))}
          </ul>
        </InsetText>
      ) : null}
      <AnswersSummary
        application={application}
        template={template}
        links={answersLinks(application, { change: true })}
      />

      <h2>Declaration</h2>
      <ul>
        {template.declaration.statements.map((statement) => (
          <li key={statement}>{statement}</li>
        ))}
      </ul>
      <p>
        We will sign this declaration with the signature on your profile, in the name of{' '}
        {user?.name ?? 'the signed-in user'}.
      </p>
      <img className="declaration-signature" src={apiPaths.signature} alt="Your signature" />
      <CheckboxGroup
        id={DECLARATION_ID}
        legend="Declaration"
        error={declarationError}
        options={[{ value: 'confirmed', label: 'I confirm that I have read and agree with the declaration' }]}
        value={confirmed}
        onChange={setConfirmed}
      />
      <div className="button-group">
        <Button onClick={send} pending={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit application'}
        </Button>
        <Link to={formHref(application, {})}>Return to task list</Link>
      </div>
    </>
  );
}
