import type { OfficerRecognition } from '@fsmis/domain';
import { CompanyText } from '@fsmis/ui/components/company-text';
import { DataTable } from '@fsmis/ui/components/data-table';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ExpiryNote } from './expiry-note';
import { OnDate, RecognitionStatusTag } from './recognition-display';

const CAPTION_ID = 'recognitions-caption';
const COLUMNS = [
  'Company',
  'UEN',
  'Programme',
  'Recognition number',
  'Status',
  'Recognised on',
  'Expires on',
] as const;

/** The recognitions found, one a row, each opening its page by its number. */
export function RecognitionsTable({
  recognitions,
  busy,
}: {
  readonly recognitions: readonly OfficerRecognition[];
  /** True while the rows of new filters are on their way. */
  readonly busy: boolean;
}) {
  return (
    <DataTable
      captionId={CAPTION_ID}
      caption="Recognitions, by company"
      captionClassName="recognitions-caption"
      columns={COLUMNS}
      rows={recognitions}
      busy={busy}
    >
      {(recognition) => (
        <tr key={recognition.id}>
          <th scope="row" className="table__cell recognitions-table__company">
            <CompanyText text={recognition.companyName} />
          </th>
          <td className="table__cell table__cell--nowrap">{recognition.companyUen || '–'}</td>
          <td className="table__cell">{recognition.programmeLabel}</td>
          <td className="table__cell table__cell--nowrap">
            <Link to={paths.recognition.href(recognition.id)}>{recognition.recognitionNumber}</Link>
          </td>
          <td className="table__cell">
            <RecognitionStatusTag status={recognition.status} label={recognition.statusLabel} />
            <StatusNotes recognition={recognition} />
          </td>
          <td className="table__cell table__cell--nowrap">
            <OnDate value={recognition.validFrom} />
          </td>
          <td className="table__cell table__cell--nowrap">
            <OnDate value={recognition.validUntil} />
            <ExpiryNote recognition={recognition} />
          </td>
        </tr>
      )}
    </DataTable>
  );
}

/** What is under way besides the status: a suspension not yet decided, details still owed. */
function StatusNotes({ recognition }: { readonly recognition: OfficerRecognition }) {
  const { openSuspension, pendingDetailsCount, statusLabel } = recognition;
  const suspension = openSuspension && openSuspension.statusLabel !== statusLabel ? openSuspension : null;
  if (!suspension && pendingDetailsCount === 0) return null;
  return (
    <ul className="recognitions-notes">
      {suspension ? <li>{suspension.statusLabel}</li> : null}
      {pendingDetailsCount > 0 ? <li>Details owed: {pendingDetailsCount}</li> : null}
    </ul>
  );
}
