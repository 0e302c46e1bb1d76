import { isCaseActionOpen } from '@fsmis/domain';
import { SignedDeclaration } from '@fsmis/ui/workflow/signed-declaration';
import { apiPaths } from '../../../../config/paths';
import type { ApplicationCase } from '../../api/get-application';
import { SignAcceptanceForm } from '../forms/sign-acceptance-form';

/** The declaration of acceptance of the approval documents: who signed it and when, or the form to sign it. */
export function AcceptanceSection({ application }: { readonly application: ApplicationCase }) {
  const { acceptance, actions } = application.workflow;
  return (
    <section id="declaration" className="section" aria-labelledby="acceptance-heading">
      <h2 id="acceptance-heading">Declaration of acceptance</h2>
      {acceptance ? (
        <>
          <SignedDeclaration signature={acceptance} />
          <img
            className="declaration-signature"
            src={apiPaths.applicationAcceptanceSignature(application.id)}
            alt={`Signature of ${acceptance.signerName}`}
          />
        </>
      ) : isCaseActionOpen(actions, 'declaration-signature') ? (
        <SignAcceptanceForm application={application} />
      ) : null}
    </section>
  );
}
