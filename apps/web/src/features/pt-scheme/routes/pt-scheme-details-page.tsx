import { formatDate } from '@fsmis/domain';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { InsetText } from '../../../components/ui/inset-text';
import { LoadProblem } from '../../../components/ui/load-problem';
import { PageHeading } from '../../../components/ui/page-heading';
import { SummaryList } from '../../../components/ui/summary-list';
import { Tag } from '../../../components/ui/tag';
import { paths } from '../../../config/paths';
import { useProficiencyTest } from '../api/get-proficiency-test';
import type { SchemeSummary } from '../api/get-proficiency-tests';
import { SchemeStatusTag } from '../components/scheme-status-tag';

const DATE = 'dd MMM yyyy';

/** One Proficiency Testing scheme (the route has checked that its id is a GUID). */
export function PtSchemeDetailsPage() {
  const { id = '' } = useParams();
  const scheme = useProficiencyTest(id);
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'PT Scheme', to: paths.ptSchemeDashboard.href() }]} />
      <PageHeading caption={scheme.data?.code}>PT Scheme Details</PageHeading>
      {scheme.isPending ? (
        <p role="status">Loading the scheme…</p>
      ) : scheme.isError ? (
        <LoadProblem
          error={scheme.error}
          retrying={scheme.isFetching}
          onRetry={() => void scheme.refetch()}
        />
      ) : scheme.data === null ? (
        <>
          <p className="lead">We could not find this scheme.</p>
          <p>
            Check that the link is correct, or find the scheme in{' '}
            <Link to={paths.ptSchemeDashboard.href()}>your Proficiency Testing schemes</Link>.
          </p>
        </>
      ) : (
        <SchemeDetails scheme={scheme.data} />
      )}
    </div>
  );
}

function SchemeDetails({ scheme }: { readonly scheme: SchemeSummary }) {
  const on = (value: string) => <time dateTime={value}>{formatDate(value, DATE)}</time>;
  return (
    <>
      <section className="section" aria-labelledby="scheme-summary-heading">
        <h2 id="scheme-summary-heading">{scheme.name}</h2>
        <SummaryList
          rows={[
            { key: 'Code', value: scheme.code },
            { key: 'Matrix', value: scheme.matrix },
            { key: 'Status', value: <SchemeStatusTag status={scheme.status} label={scheme.statusLabel} /> },
            {
              key: 'Your registration',
              value: scheme.isRegistered ? (
                <>
                  <Tag colour="blue">Registered</Tag>
                  {scheme.registeredAt ? <> on {on(scheme.registeredAt)}</> : null}
                </>
              ) : (
                'Not registered'
              ),
            },
            { key: 'Registration opens', value: on(scheme.registrationOpensAt) },
            { key: 'Registration closes', value: on(scheme.registrationClosesAt) },
            { key: 'Test items dispatched', value: on(scheme.dispatchAt) },
            { key: 'Results due', value: on(scheme.resultsDueAt) },
          ]}
        />
      </section>
      <InsetText>
        <p>The scheme’s analytes, documents, registration form, results and report will appear here.</p>
      </InsetText>
    </>
  );
}
