import {
  APPLICATION_ACTIONS,
  type ApplicationCase,
  CORRESPONDENCE_STATUS_LABELS,
  formatDay,
  formatMoment,
  formatMoney,
  type OfficerQueueItem,
} from '@fsmis/domain';

// How the command line prints the queue and one application: one line per record, plain text.

const day = (date: string | null) => (date ? formatDay(date) : '-');
const when = (instant: string | null) => (instant ? formatMoment(instant) : '-');

/** The moves the officer may make now, by the application's list of actions (its steps left out). */
const openMovesOf = (actions: ApplicationCase['workflow']['actions']) =>
  actions
    .filter((action) => action.open && (APPLICATION_ACTIONS as readonly string[]).includes(action.name))
    .map((action) => action.name);

/** "LRP-2026-000123  Request For Information  12 days  due 12 Dec 2026 (overdue)  waiting on company  Name (UEN)" */
export function queueLine(item: OfficerQueueItem): string {
  return [
    item.referenceNumber,
    `${item.programmeLabel} ${item.categoryLabel}`,
    item.statusLabel,
    `${item.ageDays} ${item.ageDays === 1 ? 'day' : 'days'}`,
    item.dueDate ? `due ${day(item.dueDate)}${item.overdue ? ' (overdue)' : ''}` : 'no due date',
    item.waitingOn ? `waiting on ${item.waitingOn}` : 'ended',
    `${item.companyName}${item.companyUen ? ` (${item.companyUen})` : ''}`,
  ].join('  ');
}

/** One application as an officer reads it: where it stands, then each kind of record. */
export function applicationCaseLines(application: ApplicationCase): string[] {
  const { workflow } = application;
  const lines = [
    `${application.referenceNumber}  ${application.programmeLabel} ${application.categoryLabel}  ${application.statusLabel}`,
    `Company: ${application.companyName}${application.companyUen ? ` (${application.companyUen})` : ''}`,
    `Submitted: ${when(application.submittedAt)}`,
    `Officer actions now: ${openMovesOf(workflow.actions).join(', ') || 'none'}`,
  ];
  if (workflow.endReason) lines.push(`Ended: ${workflow.endReason}`);
  for (const task of workflow.tasks) lines.push(`The company needs to: ${task.text}`);
  for (const round of workflow.correspondence) {
    lines.push(
      `Request ${round.round} (${round.statusLabel}, due ${day(round.dueDate)}): ${round.subject}${round.response ? ` - answered ${when(round.response.respondedAt)}` : ''}`,
    );
  }
  const visit = workflow.verification;
  if (visit) {
    lines.push(
      `Site verification: ${when(visit.scheduledFor)} at ${visit.location}; report ${visit.report?.fileName ?? 'not uploaded'}${visit.outcome ? `; ${visit.outcome}` : ''}`,
    );
  }
  for (const finding of workflow.findings) {
    const action = finding.correctiveActions.at(-1);
    lines.push(
      `Finding ${finding.number} (${finding.severityLabel}, clause ${finding.clause}, due ${day(finding.dueDate)}): ${finding.description} - corrective action ${action ? `${action.attempt}: ${action.statusLabel}` : 'none yet'}`,
    );
  }
  for (const document of workflow.approvalDocuments) {
    const versions = document.versions
      .map((version) => `v${version.version} ${CORRESPONDENCE_STATUS_LABELS[version.status]}`)
      .join(', ');
    lines.push(
      `Approval document ${document.id} "${document.title}" (${document.reviewStatusLabel}): ${versions}`,
    );
  }
  const invoice = workflow.invoice;
  if (invoice) {
    lines.push(
      `Invoice ${invoice.number}: ${formatMoney(invoice.amountSgd)}, due ${day(invoice.dueDate)}, ${invoice.paidAt ? `paid ${when(invoice.paidAt)}` : 'unpaid'}`,
    );
  }
  const recognition = workflow.recognition;
  if (recognition) {
    lines.push(`Recognition ${recognition.recognitionNumber}, valid until ${day(recognition.validUntil)}`);
  }
  for (const event of workflow.timeline) {
    lines.push(
      `${when(event.at)}  ${event.title}${event.detail ? `: ${event.detail}` : ''}${event.actorName ? ` (${event.actorName})` : ''}`,
    );
  }
  return lines;
}
