import type { PtRoundSection } from '@fsmis/domain';
import { Breadcrumbs } from '@fsmis/ui/components/breadcrumbs';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { errorMessageOf, isHttpError } from '@fsmis/ui/lib/http-client';
import { Link, useParams, useSearchParams } from 'react-router';
import { StepSuccessBanner } from '../../../components/ui/step-success-banner';
import { paths } from '../../../config/paths';
import { type PtGeneralDetails, usePtGeneralDetails } from '../api/get-pt-general-details';
import { DispatchSection } from '../components/dispatch-section';
import { GeneralDetailsSection } from '../components/general-details-section';
import { PT_SECTION_LABELS, PtRoundTabs, sectionToShow } from '../components/pt-round-tabs';
import { RegistrationSection } from '../components/registration-section';
import { ReportSection } from '../components/report-section';
import { ResultsSection } from '../components/results-section';
import '../components/pt-scheme.css';

/** One round of a Proficiency Testing scheme, in the parts the laboratory may open now (the route has checked its id). */
export function PtSchemeDetailsPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const round = usePtGeneralDetails(id);
  const notFound = isHttpError(round.error) && round.error.status === 404;
  const tab = round.data ? sectionToShow(search.get('tab'), round.data.sections) : 'general';
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'PT Scheme', to: paths.ptSchemeDashboard.href() }]} />
      <PageHeading caption={round.data?.code}>PT Scheme Details</PageHeading>
      {round.isPending ? (
        <p role="status">Loading the scheme…</p>
      ) : notFound ? (
        <>
          <p className="lead">{errorMessageOf(round.error)}</p>
          <p>
            Check that the link is correct, or find the scheme in{' '}
            <Link to={paths.ptSchemeDashboard.href()}>your Proficiency Testing schemes</Link>.
          </p>
        </>
      ) : round.isError ? (
        <LoadProblem error={round.error} retrying={round.isFetching} onRetry={() => void round.refetch()} />
      ) : (
        <>
          <StepSuccessBanner scope={['pt-round', id]} page={tab} />
          <PtRoundTabs roundId={id} sections={round.data.sections} current={tab} />
          <RoundSection round={round.data} section={tab} />
        </>
      )}
    </div>
  );
}

function RoundSection({
  round,
  section,
}: {
  readonly round: PtGeneralDetails;
  readonly section: PtRoundSection;
}) {
  if (section === 'general') return <GeneralDetailsSection round={round} />;
  const headingId = `pt-panel-${section}-heading`;
  return (
    <section className="section pt-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{PT_SECTION_LABELS[section]}</h2>
      {section === 'registration' ? (
        <RegistrationSection roundId={round.id} roundCode={round.code} />
      ) : section === 'dispatch' ? (
        <DispatchSection roundId={round.id} />
      ) : section === 'results' ? (
        <ResultsSection roundId={round.id} />
      ) : (
        <ReportSection roundId={round.id} />
      )}
    </section>
  );
}
