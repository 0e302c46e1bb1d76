import { ApplicationStatus, isEnded, OUTCOME_KIND_LABELS, OutcomeKind, outcomeKindFor } from '@fsmis/domain';
import { SummaryList, type SummaryRow } from '@fsmis/ui/components/summary-list';
import { Tag } from '@fsmis/ui/components/tag';
import { OnDate } from '@fsmis/ui/workflow/workflow-display';
import type { ApplicationCase } from '../../api/get-application';

/** What reaching Recognised meant, in a sentence per outcome kind (docs/requirements.md §3 and §4). */
function outcomeSentence(application: ApplicationCase): string {
  const programme = application.programmeLabel;
  switch (outcomeKindFor(application.category)) {
    case OutcomeKind.scopeGranted:
      return `The new scope of your ${programme} recognition has been granted.`;
    case OutcomeKind.companyDetailsUpdated:
      return `Your company details have been updated on your ${programme} recognition.`;
    default:
      return `Your company is recognised under ${programme}.`;
  }
}

/**
 * How the application ended: its outcome with the recognition it granted or changed, or why it was
 * voided, withdrawn, cancelled or closed. Nothing while it is open.
 */
export function ApplicationOutcome({ application }: { readonly application: ApplicationCase }) {
  if (!isEnded(application.status)) return null;
  const { recognition, endReason } = application.workflow;
  const recognised = application.status === ApplicationStatus.recognised;
  const label = recognised
    ? OUTCOME_KIND_LABELS[outcomeKindFor(application.category)]
    : application.statusLabel;
  const rows: SummaryRow[] = [
    { key: 'Outcome', value: <Tag colour={recognised ? 'green' : 'grey'}>{label}</Tag> },
  ];
  if (recognition) {
    rows.push(
      { key: 'Recognition number', value: recognition.recognitionNumber },
      { key: 'Valid from', value: <OnDate value={recognition.validFrom} /> },
      { key: 'Valid until', value: <OnDate value={recognition.validUntil} /> },
      { key: 'Scope', value: <span className="workflow-text">{recognition.scopeSummary}</span> },
    );
  }
  if (endReason) rows.push({ key: 'Reason', value: <span className="workflow-text">{endReason}</span> });
  return (
    <section id="outcome" className="section" aria-labelledby="outcome-heading">
      <h2 id="outcome-heading">Outcome</h2>
      <p className="lead">
        {recognised
          ? outcomeSentence(application)
          : `This application is ${application.statusLabel.toLowerCase()}.`}
      </p>
      <SummaryList rows={rows} />
    </section>
  );
}
