import { type Programme, programmeLabel } from '@fsmis/domain';
import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { InsetText } from '../../../components/ui/inset-text';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';

export type ApplicationFormRoute = { readonly programme: Programme; readonly formName: string };

/** An application form of a programme: new, renewal, change of scope or a change of company details. */
export function ApplicationFormPage() {
  const { programme, formName } = useLoaderData<ApplicationFormRoute>();
  const label = programmeLabel(programme);
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Dashboard', to: paths.dashboard.href() }]} />
      <PageHeading caption={`${label} application`}>{formName}</PageHeading>
      <InsetText>
        <p>
          This application is not yet available. Applications for {label} recognition open in a later release
          of FSMIS.
        </p>
      </InsetText>
    </div>
  );
}
