import { caseActionOf, isCaseActionOpen, type PtResultSubmission } from '@fsmis/domain';
import { CompanyText } from '@fsmis/ui/components/company-text';
import { DataTable } from '@fsmis/ui/components/data-table';
import { DocumentLink } from '@fsmis/ui/components/document-link';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { apiPaths } from '../../../config/paths';
import { usePtResultDetails } from '../api/get-pt-result-details';
import { ResultsForm } from '../forms/results-form';
import { PT_OUTCOME_LABELS } from '../forms/results-values';
import { PtDate } from './pt-dates';
import { PtQueryView } from './pt-query-view';

/** The laboratory's results: the form while they may change, what was submitted (or saved) once not. */
export function ResultsSection({ roundId }: { readonly roundId: string }) {
  const query = usePtResultDetails(roundId);
  return (
    <PtQueryView query={query} loading="Loading your results…">
      {(submission) =>
        isCaseActionOpen(submission.actions, 'submit-results') ? (
          <ResultsForm roundId={roundId} submission={submission} />
        ) : (
          <SubmittedResults roundId={roundId} submission={submission} />
        )
      }
    </PtQueryView>
  );
}

function SubmittedResults({
  roundId,
  submission,
}: {
  readonly roundId: string;
  readonly submission: PtResultSubmission;
}) {
  const { methodology } = submission;
  const refusal = caseActionOf(submission.actions, 'submit-results')?.reason ?? null;
  return (
    <>
      {submission.submittedAt ? (
        <p>
          Your results were submitted on <PtDate value={submission.submittedAt} />
          {submission.submittedBy ? ` by ${submission.submittedBy}` : ''}.
        </p>
      ) : null}
      {refusal ? (
        <InsetText>
          <p>{refusal}</p>
        </InsetText>
      ) : null}
      {submission.results.length > 0 ? (
        <DataTable
          captionId="pt-submitted-results-caption"
          caption={submission.submittedAt ? 'Your submitted results' : 'Your saved results (not submitted)'}
          captionClassName="pt-caption"
          columns={['Analyte', 'Reported', 'Result', 'Uncertainty', 'Method or technique']}
          rows={submission.analytes}
        >
          {(analyte) => {
            const result = submission.results.find((each) => each.analyteId === analyte.id);
            const tested = result?.outcome === 'value' || result?.outcome === 'less-than';
            const amount = (text: string | undefined) => (tested && text ? `${text} ${analyte.unit}` : '–');
            return (
              <tr key={analyte.id}>
                <th scope="row" className="table__cell">
                  {analyte.name}
                </th>
                <td className="table__cell">
                  {result?.outcome ? PT_OUTCOME_LABELS[result.outcome] : 'Not answered'}
                </td>
                <td className="table__cell table__cell--nowrap">
                  {result?.outcome === 'less-than' && result.value ? '< ' : ''}
                  {amount(result?.value)}
                </td>
                <td className="table__cell table__cell--nowrap">{amount(result?.uncertainty)}</td>
                <td className="table__cell">
                  {tested && result?.method ? <CompanyText text={result.method} /> : '–'}
                </td>
              </tr>
            );
          }}
        </DataTable>
      ) : (
        <p>Your laboratory did not submit results for this round.</p>
      )}
      {methodology ? (
        <p>
          <DocumentLink
            label="Methodology document"
            href={apiPaths.ptMethodologyDocument(roundId, methodology.attachmentId)}
            document={{
              attachmentId: methodology.attachmentId,
              fileName: methodology.fileName,
              fileSize: methodology.fileSize,
              scanStatus: methodology.scanStatus,
              uploadedAt: submission.submittedAt ?? submission.savedAt ?? submission.resultsDueAt,
            }}
          />
        </p>
      ) : null}
    </>
  );
}
