import type { OfficerApplicationCase } from '@fsmis/domain';
import { CompanyText } from '@fsmis/ui/components/company-text';
import { SummaryList, type SummaryRow } from '@fsmis/ui/components/summary-list';
import { Tag } from '@fsmis/ui/components/tag';
import { AtTime, daysText, OnDate } from '@fsmis/ui/workflow/workflow-display';
import { ApplicationStatusTag } from '../../../components/application-status-tag';
import { useOfficer } from '../../../lib/session';
import { caseDueDates, daysSince, statusSince } from '../utils/case-dates';
import { AssignmentControls } from './assignment-controls';
import { CaseSection } from './case-section';

/** What an officer needs first: who applied for what, where it stands, what is due, and who handles it. */
export function CaseSummary({ application }: { readonly application: OfficerApplicationCase }) {
  const reader = useOfficer();
  const since = statusSince(application);
  const dueDates = caseDueDates(application);
  const { assignedOfficer, assignedAt, workflow } = application;
  const rows: SummaryRow[] = [
    { key: 'Reference', value: application.referenceNumber },
    { key: 'Company', value: <CompanyText text={application.companyName} /> },
    { key: 'UEN', value: application.companyUen ?? 'Not recorded' },
    { key: 'Programme', value: application.programmeLabel },
    { key: 'Application type', value: application.categoryLabel },
    {
      key: 'Status',
      value: <ApplicationStatusTag status={application.status} label={application.statusLabel} />,
    },
    {
      key: 'Submitted',
      value: application.submittedAt ? <AtTime value={application.submittedAt} /> : 'Not submitted',
    },
    {
      key: 'In this status since',
      value: since ? (
        <>
          <OnDate value={since} /> ({daysText(daysSince(since))} waiting)
        </>
      ) : (
        'Not known'
      ),
    },
    {
      key: 'Due',
      value:
        dueDates.length === 0 ? (
          'Nothing is due from the company'
        ) : (
          <ul className="workflow-list">
            {dueDates.map((due) => (
              <li key={due.what}>
                {due.what}: <OnDate value={due.dueDate} />
                {due.overdue ? (
                  <>
                    {' '}
                    <Tag colour="red">Overdue</Tag>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'Assigned officer',
      value: assignedOfficer ? (
        <>
          {assignedOfficer.name}
          {assignedOfficer.id === reader.userId ? ' (you)' : ''}
          {assignedAt ? (
            <span className="workflow-meta">
              {' '}
              since <AtTime value={assignedAt} />
            </span>
          ) : null}
        </>
      ) : (
        'Unassigned'
      ),
    },
  ];
  if (workflow.endReason)
    rows.push({ key: 'Why it ended', value: <span className="workflow-text">{workflow.endReason}</span> });
  if (workflow.recognition) {
    const { recognition } = workflow;
    rows.push({
      key: 'Recognition',
      value: (
        <>
          {recognition.recognitionNumber}, valid <OnDate value={recognition.validFrom} /> to{' '}
          <OnDate value={recognition.validUntil} />
          <span className="workflow-meta case-block">{recognition.scopeSummary}</span>
        </>
      ),
    });
  }
  return (
    <CaseSection id="summary">
      <SummaryList rows={rows} />
      <AssignmentControls application={application} />
    </CaseSection>
  );
}
