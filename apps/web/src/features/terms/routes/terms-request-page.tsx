import { programmeFromSlug, programmeLabel } from '@fsmis/domain';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { InsetText } from '../../../components/ui/inset-text';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';

/** Asks the regulator for a programme's terms and conditions (the route has checked the programme). */
export function TermsRequestPage() {
  const { program = '' } = useParams();
  const user = useSessionUser();
  const programme = programmeFromSlug(program);
  if (!user || programme === null) return null;
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: 'Dashboard', to: paths.dashboard.href() },
          { label: 'Terms and Conditions', to: paths.termsAndConditions.href() },
        ]}
      />
      <PageHeading caption={user.companyName}>
        Request terms and conditions: {programmeLabel(programme)}
      </PageHeading>
      <p className="lead">
        We will send your company the {programmeLabel(programme)} terms and conditions to read and
        acknowledge.
      </p>
      <InsetText>
        <p>Requests for terms and conditions open in a later release of FSMIS.</p>
      </InsetText>
    </div>
  );
}
