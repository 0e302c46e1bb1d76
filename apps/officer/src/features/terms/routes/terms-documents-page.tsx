import { isProgramme, PROGRAMME_LABELS, PROGRAMMES, type Programme, toQueryString } from '@fsmis/domain';
import { EmptyState } from '@fsmis/ui/components/empty-state';
import { FilterPanel } from '@fsmis/ui/components/filter-panel';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { Select } from '@fsmis/ui/components/select';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { type TermsDocument, useTermsDocuments } from '../api/get-terms-documents';
import { PublishTermsForm } from '../components/publish-terms-form';
import { TermsDocumentsTable } from '../components/terms-documents-table';
import { TermsNavigation } from '../components/terms-navigation';
import '../terms.css';

const PROGRAMME_OPTIONS = [
  { value: '', label: 'All programmes' },
  ...PROGRAMMES.map((programme) => ({ value: String(programme), label: PROGRAMME_LABELS[programme] })),
];

/** The programme of the URL's `?ApplicationType=` (the API's own name), or null for all of them. */
function programmeOf(params: URLSearchParams): Programme | null {
  const code = Number(params.get('ApplicationType'));
  return isProgramme(code) ? code : null;
}

const hrefOf = (programme: Programme | null) =>
  `${paths.termsDocuments.href()}${toQueryString({ ApplicationType: programme ?? undefined })}`;

/** The newest version of each programme, by programme (the list comes newest first). */
function newestOf(documents: readonly TermsDocument[]): Map<Programme, TermsDocument> {
  const newest = new Map<Programme, TermsDocument>();
  for (const document of documents) {
    if (!newest.has(document.applicationType.value)) newest.set(document.applicationType.value, document);
  }
  return newest;
}

/** Published terms: every version of each programme's terms, and publishing the next one. */
export function TermsDocumentsPage() {
  const [params] = useSearchParams();
  const programme = programmeOf(params);
  const navigate = useNavigate();
  const shown = useTermsDocuments(programme);
  // The newest versions of every programme, whatever the filter: "Current" and the next version's number.
  const all = useTermsDocuments(null);
  const newest = useMemo(() => newestOf(all.data ?? []), [all.data]);
  const currentIds = useMemo(() => new Set([...newest.values()].map((document) => document.id)), [newest]);
  const [message, setMessage] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (message) resultRef.current?.focus();
  }, [message]);

  const data = shown.data;
  const what = programme ? `${PROGRAMME_LABELS[programme]} terms` : 'terms';
  return (
    <div className="console-container">
      <PageHeading caption="Terms and conditions">Published terms</PageHeading>
      <TermsNavigation />
      <div ref={resultRef} tabIndex={-1} className="terms-result">
        {message ? <NotificationBanner variant="success">{message}</NotificationBanner> : null}
      </div>
      <FilterPanel
        key={programme ?? 'all'}
        id="terms-documents-filter"
        title="Filter versions"
        clearHref={programme ? hrefOf(null) : null}
        onApply={(form) => {
          const code = Number(form.get('ApplicationType'));
          void navigate(hrefOf(isProgramme(code) ? code : null));
        }}
      >
        <Select
          id="terms-documents-programme"
          name="ApplicationType"
          label="Programme"
          options={PROGRAMME_OPTIONS}
          defaultValue={programme === null ? '' : String(programme)}
        />
      </FilterPanel>
      {shown.isPending ? (
        <p role="status">Loading the published versions…</p>
      ) : shown.isError && data === undefined ? (
        <LoadProblem error={shown.error} retrying={shown.isFetching} onRetry={() => void shown.refetch()} />
      ) : data === undefined ? null : data.length === 0 ? (
        <EmptyState>
          <p>No version of the {what} is published yet. Publish the first one below.</p>
        </EmptyState>
      ) : (
        <>
          <p role="status">
            {data.length === 1 ? '1 version' : `${data.length} versions`} of the {what}, newest first
          </p>
          <TermsDocumentsTable
            documents={data}
            currentIds={currentIds}
            busy={shown.isPlaceholderData}
            caption={`Published versions of the ${what}, newest first`}
          />
        </>
      )}
      <PublishTermsForm
        nextVersionOf={(of) => (newest.get(of)?.version ?? 0) + 1}
        onPublished={(answer) => setMessage(answer.message ?? 'Published.')}
      />
    </div>
  );
}
