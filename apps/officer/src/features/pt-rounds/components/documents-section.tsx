import { isCaseActionOpen } from '@fsmis/domain';
import { DataTable } from '@fsmis/ui/components/data-table';
import { DocumentLink } from '@fsmis/ui/components/document-link';
import { apiPaths } from '../../../config/paths';
import type { OfficerPtRound } from '../api/get-pt-round';
import { DocumentsForm, PT_DOCUMENT_KIND_LABELS } from '../forms/documents-form';
import { Disclosure } from './disclosure';
import { PtDateTime } from './pt-date';
import { RoundSection } from './round-section';

/** The round's documents for the laboratories, by kind, and the way to add more. */
export function DocumentsSection({
  round,
  onDone,
}: {
  readonly round: OfficerPtRound;
  readonly onDone: (message: string) => void;
}) {
  const generalAllowed = isCaseActionOpen(round.actions, 'edit');
  return (
    <RoundSection id="pt-documents">
      <p>
        Laboratories download these in the portal once each has passed its virus check: general documents with
        the round’s details, the participant package once they take part, and the report once it is published.
      </p>
      {round.documents.length === 0 ? (
        <p>No documents have been added yet.</p>
      ) : (
        <DataTable
          captionId="pt-documents-caption"
          caption="Documents of the round"
          columns={['File', 'Kind', 'Added']}
          rows={round.documents}
          className="pt-table"
        >
          {(document) => (
            <tr key={document.id}>
              <th scope="row" className="table__cell pt-table__file">
                <DocumentLink
                  href={apiPaths.ptRoundDocument(round.id, document.id)}
                  document={{ ...document, attachmentId: document.id }}
                />
              </th>
              <td className="table__cell">{PT_DOCUMENT_KIND_LABELS[document.kind]}</td>
              <td className="table__cell table__cell--nowrap">
                <PtDateTime value={document.uploadedAt} />
              </td>
            </tr>
          )}
        </DataTable>
      )}
      <Disclosure label="Add documents">
        {/* Remade when general documents stop being allowed, so that kind is no longer chosen. */}
        <DocumentsForm
          key={String(generalAllowed)}
          roundId={round.id}
          generalAllowed={generalAllowed}
          onDone={onDone}
        />
      </Disclosure>
    </RoundSection>
  );
}
