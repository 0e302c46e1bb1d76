import type { OfficerRecognition } from '@fsmis/domain';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ExpiryNote } from './expiry-note';
import { OnDate, RecognitionStatusTag } from './recognition-display';

/** The recognition in brief: whose it is, under which programme, its status, validity and scope. */
export function RecognitionSummary({ recognition }: { readonly recognition: OfficerRecognition }) {
  const open = recognition.openSuspension;
  return (
    <section className="section" aria-labelledby="recognition-summary-heading">
      <h2 id="recognition-summary-heading">Summary</h2>
      <SummaryList
        rows={[
          { key: 'Company', value: recognition.companyName },
          { key: 'UEN', value: recognition.companyUen || 'Not recorded' },
          { key: 'Programme', value: recognition.programmeLabel },
          { key: 'Recognition number', value: recognition.recognitionNumber },
          {
            key: 'Status',
            value: <RecognitionStatusTag status={recognition.status} label={recognition.statusLabel} />,
          },
          { key: 'Recognised on', value: <OnDate value={recognition.validFrom} /> },
          {
            key: 'Expires on',
            value: (
              <>
                <OnDate value={recognition.validUntil} /> <ExpiryNote recognition={recognition} />
              </>
            ),
          },
          {
            key: 'Suspension under way',
            value: open ? <Link to={paths.suspension.href(open.id)}>{open.statusLabel}</Link> : 'None',
          },
          { key: 'Details owed', value: String(recognition.pendingDetailsCount) },
          { key: 'Scope', value: <span className="recognitions-text">{recognition.scopeSummary}</span> },
        ]}
      />
    </section>
  );
}
