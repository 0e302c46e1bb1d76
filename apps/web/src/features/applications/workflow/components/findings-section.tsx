import { isCaseActionOpen } from '@fsmis/domain';
import { DataTable } from '@fsmis/ui/components/data-table';
import { Tag } from '@fsmis/ui/components/tag';
import { AtTime, OnDate, severityColour } from '@fsmis/ui/workflow/workflow-display';
import type { ApplicationCase } from '../../api/get-application';
import { AcknowledgeFindingsForm } from '../forms/acknowledge-findings-form';

const COLUMNS = ['Number', 'Clause', 'Severity', 'Description', 'Due date', 'Acknowledged'] as const;

/** The findings of the site verification; the acknowledgement form while they await it. */
export function FindingsSection({ application }: { readonly application: ApplicationCase }) {
  const { findings, actions } = application.workflow;
  return (
    <section id="findings" className="section" aria-labelledby="findings-heading">
      <h2 id="findings-heading">Findings</h2>
      <DataTable
        captionId="findings-caption"
        caption="Findings of the site verification"
        columns={COLUMNS}
        rows={findings}
      >
        {(finding) => (
          <tr key={finding.id}>
            <th scope="row" className="table__cell">
              {finding.number}
            </th>
            <td className="table__cell">{finding.clause}</td>
            <td className="table__cell">
              <Tag colour={severityColour(finding.severity)}>{finding.severityLabel}</Tag>
            </td>
            <td className="table__cell table__cell--prose workflow-text">{finding.description}</td>
            <td className="table__cell table__cell--nowrap">
              <OnDate value={finding.dueDate} />
            </td>
            <td className="table__cell table__cell--nowrap">
              {finding.acknowledgedAt ? <AtTime value={finding.acknowledgedAt} /> : 'Not yet'}
            </td>
          </tr>
        )}
      </DataTable>
      {isCaseActionOpen(actions, 'acknowledge') ? (
        <AcknowledgeFindingsForm application={application} />
      ) : null}
    </section>
  );
}
