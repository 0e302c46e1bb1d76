import { isCaseActionOpen, type PtDispatchDetails } from '@fsmis/domain';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { Tag } from '@fsmis/ui/components/tag';
import { apiPaths } from '../../../config/paths';
import { usePtDispatchDetails } from '../api/get-pt-dispatch-details';
import { ReceiptForm } from '../forms/receipt-form';
import { PtDate } from './pt-dates';
import { PtDocuments } from './pt-documents';
import { PtQueryView } from './pt-query-view';

/** The test items: how they were sent, the package that goes with them, and their arrival. */
export function DispatchSection({ roundId }: { readonly roundId: string }) {
  const query = usePtDispatchDetails(roundId);
  return (
    <PtQueryView query={query} loading="Loading the dispatch of your test items…">
      {(details) => <DispatchDetails roundId={roundId} details={details} />}
    </PtQueryView>
  );
}

function DispatchDetails({
  roundId,
  details,
}: {
  readonly roundId: string;
  readonly details: PtDispatchDetails;
}) {
  const { dispatch, receipt } = details;
  return (
    <>
      <SummaryList
        rows={
          dispatch
            ? [
                { key: 'Courier', value: dispatch.courier },
                { key: 'Tracking number', value: dispatch.trackingNumber },
                { key: 'Dispatched on', value: <PtDate value={dispatch.dispatchedOn} /> },
              ]
            : [{ key: 'Dispatched on', value: 'Not dispatched yet' }]
        }
      />
      <h3 className="pt-subheading">Participant package</h3>
      <PtDocuments
        documents={details.documents}
        hrefOf={(documentId) => apiPaths.ptParticipantPackageDocument(roundId, documentId)}
        none="The participant package has not been published yet."
      />
      {receipt ? (
        <>
          <h3 className="pt-subheading">Receipt of the test items</h3>
          <SummaryList
            rows={[
              { key: 'Date received', value: <PtDate value={receipt.receivedOn} /> },
              {
                key: 'Condition',
                value: (
                  <Tag colour={receipt.condition === 'good' ? 'green' : 'red'}>{receipt.conditionLabel}</Tag>
                ),
              },
              ...(receipt.notes
                ? [{ key: 'Notes', value: <span className="pt-text">{receipt.notes}</span> }]
                : []),
              {
                key: 'Confirmed',
                value: (
                  <>
                    <PtDate value={receipt.confirmedAt} /> by {receipt.confirmedBy}
                  </>
                ),
              },
            ]}
          />
        </>
      ) : isCaseActionOpen(details.actions, 'confirm-receipt') ? (
        <ReceiptForm roundId={roundId} />
      ) : dispatch ? null : (
        <InsetText>
          <p>Once your test items are dispatched, confirm here that they arrived and in what condition.</p>
        </InsetText>
      )}
    </>
  );
}
