import { Breadcrumbs } from '@fsmis/ui/components/breadcrumbs';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { paths } from '../../../config/paths';
import { NewRoundForm } from '../forms/new-round-form';
import '../components/pt-rounds.css';

/** New PT round: the round's details and analytes; it is created in Draft, unseen by laboratories. */
export function NewPtRoundPage() {
  return (
    <div className="console-container">
      <Breadcrumbs items={[{ label: 'PT rounds', to: paths.ptRounds.href() }]} />
      <PageHeading caption="Proficiency Testing">New PT round</PageHeading>
      <p>
        The round is created in Draft: laboratories do not see it until you open registration. You can add its
        documents once it is created.
      </p>
      <NewRoundForm />
    </div>
  );
}
