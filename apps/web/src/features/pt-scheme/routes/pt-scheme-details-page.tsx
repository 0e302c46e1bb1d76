import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { InsetText } from '../../../components/ui/inset-text';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';

/** One Proficiency Testing scheme (the route has checked that its id is a GUID). */
export function PtSchemeDetailsPage() {
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'PT Scheme', to: paths.ptSchemeDashboard.href() }]} />
      <PageHeading>PT Scheme Details</PageHeading>
      <InsetText>
        <p>The details of this scheme will appear here.</p>
      </InsetText>
    </div>
  );
}
