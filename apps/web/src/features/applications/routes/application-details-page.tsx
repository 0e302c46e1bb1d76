import { useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { InsetText } from '../../../components/ui/inset-text';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';

/** One application (the route has checked that its id is a GUID). */
export function ApplicationDetailsPage() {
  const { id = '' } = useParams();
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Dashboard', to: paths.dashboard.href() }]} />
      <PageHeading caption={`Reference ${id}`}>Application Details</PageHeading>
      <InsetText>
        <p>Application details open in a later release of FSMIS.</p>
      </InsetText>
    </div>
  );
}
