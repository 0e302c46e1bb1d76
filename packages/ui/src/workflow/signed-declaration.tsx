import type { ApplicationWorkflow } from '@fsmis/domain';
import { AtTime } from './workflow-display';
import './workflow-records.css';

/** A declaration as signed: the application's own, or the acceptance of its approval documents. */
export type Signature = NonNullable<ApplicationWorkflow['acceptance']>;

/** Who signed the declaration and when, then the statements they signed. */
export function SignedDeclaration({ signature }: { readonly signature: Signature }) {
  return (
    <>
      <p>
        Signed by {signature.signerName} on <AtTime value={signature.signedAt} />.
      </p>
      {signature.statements.length > 0 ? (
        <ul className="workflow-list">
          {signature.statements.map((statement) => (
            <li key={statement}>{statement}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
