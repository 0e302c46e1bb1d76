import { type ApplicationCase, acceptanceStatements, signAcceptanceSchema } from '@fsmis/domain';
import { Checkbox } from '@fsmis/ui/components/checkbox';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { z } from 'zod';
import { apiPaths } from '../../../../config/paths';
import { useSessionUser } from '../../../../lib/session';
import { useSignAcceptance } from '../api/post-declaration-signature';
import './workflow-forms.css';

/** The box ticked in the browser, checked with the domain's own rule (and its message). */
const schema = z.object({
  declarationConfirmed: z.boolean().pipe(signAcceptanceSchema.shape.declarationConfirmed),
});

/** The company signs the declaration of acceptance with the signature image on the signer's profile. */
export function SignAcceptanceForm({ application }: { application: ApplicationCase }) {
  const user = useSessionUser();
  const sign = useSignAcceptance(application.id);
  const kit = useFormKit({
    schema,
    defaultValues: { declarationConfirmed: false },
    fields: [{ name: 'declarationConfirmed', id: 'sign-acceptance-confirm' }],
  });

  return (
    <FormFrame
      kit={kit}
      labelledBy="sign-acceptance-heading"
      className="workflow-form"
      submitLabel="Sign the declaration"
      pendingLabel="Signing…"
      pending={sign.isPending}
      send={() => sign.mutateAsync(undefined)}
      onDone={() => undefined}
    >
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
        We will sign with the signature on your profile, in the name of {user?.name ?? 'the signed-in user'}.
      </p>
      <img className="workflow-form__signature" src={apiPaths.signature} alt="Your signature" />
      <Checkbox
        label="I confirm that I have read and agree with the declaration"
        {...kit.fieldProps('declarationConfirmed')}
      />
    </FormFrame>
  );
}
