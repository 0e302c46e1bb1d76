import { type ApplicationCase, acceptanceStatements, signAcceptanceSchema } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { Checkbox } from '@fsmis/ui/components/checkbox';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { type FormEvent, useState } from 'react';
import { useStepProblems } from '../../../../components/form-kit/step-problems';
import { apiPaths } from '../../../../config/paths';
import { useSessionUser } from '../../../../lib/session';
import { useSignAcceptance } from '../api/post-declaration-signature';
import './workflow-forms.css';

const CHECKBOX_ID = 'sign-acceptance-confirm';
const FIELD = { id: CHECKBOX_ID, apiPath: 'declarationConfirmed' } as const;

/** The message of the domain's own rule, for a declaration not confirmed. */
const requiredMessage = (): string =>
  signAcceptanceSchema.safeParse({ declarationConfirmed: false }).error?.issues[0]?.message ??
  'Confirm the declaration to sign it';

/** The company signs the declaration of acceptance with the signature image on the signer's profile. */
export function SignAcceptanceForm({ application }: { application: ApplicationCase }) {
  const [confirmed, setConfirmed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const user = useSessionUser();
  const sign = useSignAcceptance(application.id);
  const { problems, report, reportRefusal } = useStepProblems(FIELD);
  const error = submitted && !confirmed ? requiredMessage() : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!confirmed) {
      report([{ fieldId: CHECKBOX_ID, text: requiredMessage() }]);
      return;
    }
    report([]);
    sign.mutateAsync(undefined).catch(reportRefusal);
  };

  return (
    <>
      <ErrorSummary items={problems.items} focusKey={problems.attempt} />
      <form noValidate onSubmit={submit} aria-labelledby="sign-acceptance-heading" className="workflow-form">
        <h3 id="sign-acceptance-heading" className="workflow-form__heading">
          Sign the declaration of acceptance
        </h3>
        <p>You make this declaration on behalf of {application.companyName}:</p>
        <ul className="workflow-form__statements">
          {acceptanceStatements(application.template?.definition).map((statement) => (
            <li key={statement}>{statement}</li>
          ))}
        </ul>
        <p>
          We will sign with the signature on your profile, in the name of {user?.name ?? 'the signed-in user'}
          .
        </p>
        <img className="workflow-form__signature" src={apiPaths.signature} alt="Your signature" />
        <Checkbox
          id={CHECKBOX_ID}
          label="I confirm that I have read and agree with the declaration"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
          error={error}
        />
        <Button type="submit" pending={sign.isPending}>
          {sign.isPending ? 'Signing…' : 'Sign the declaration'}
        </Button>
      </form>
    </>
  );
}
