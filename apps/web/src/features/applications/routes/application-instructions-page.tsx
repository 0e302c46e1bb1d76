import { type Programme, programmeLabel } from '@fsmis/domain';
import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { InsetText } from '../../../components/ui/inset-text';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';

/** What a company needs to know before applying under a programme. */
export function ApplicationInstructionsPage() {
  const { programme } = useLoaderData<{ programme: Programme }>();
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Dashboard', to: paths.dashboard.href() }]} />
      <PageHeading caption={`${programmeLabel(programme)} application`}>Before you apply</PageHeading>
      <InsetText>
        <p>
          Applications for {programmeLabel(programme)} recognition open in a later release of FSMIS. The
          instructions for applying will be here.
        </p>
      </InsetText>
    </div>
  );
}
