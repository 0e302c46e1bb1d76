import {
  formatDay,
  formatMoment,
  type OfficerRecognition,
  type OfficerRecognitionView,
  type OfficerSuspensionView,
  type RecognitionEvent,
  type SuspensionSummary,
} from '@fsmis/domain';

// How the command line prints recognitions, one suspension and their histories: one line per record.

const day = (instant: string | null) => (instant ? formatDay(instant) : '-');
const when = (instant: string) => formatMoment(instant);

/** The officer's moves on a suspension, in the words of the commands that make them. */
const COMMAND_OF_ACTION: Readonly<Record<string, string>> = { reject: 'reject-suspension' };
export const suspensionCommandOf = (action: string) => COMMAND_OF_ACTION[action] ?? action;

function expiryWords(recognition: OfficerRecognition): string {
  const days = recognition.daysUntilExpiry;
  const left = days < 0 ? 'ended' : `${days} ${days === 1 ? 'day' : 'days'} left`;
  return `valid until ${day(recognition.validUntil)} (${left}${recognition.renewalDue ? ', renewal due' : ''})`;
}

const companyOf = (recognition: OfficerRecognition) =>
  `${recognition.companyName}${recognition.companyUen ? ` (${recognition.companyUen})` : ''}`;

/** "LRP-REC-2024-0042  LRP  Recognised  valid until 12 Jan 2027 (50 days left, renewal due)  Name (UEN)  <id>" */
export function recognitionLine(recognition: OfficerRecognition): string {
  const suspension = recognition.openSuspension;
  const owed = recognition.pendingDetailsCount;
  return [
    recognition.recognitionNumber,
    recognition.programmeLabel,
    recognition.statusLabel,
    expiryWords(recognition),
    ...(suspension ? [`suspension ${suspension.statusLabel} ${suspension.id}`] : []),
    ...(owed > 0 ? [`${owed} ${owed === 1 ? 'detail' : 'details'} owed`] : []),
    companyOf(recognition),
    recognition.id,
  ].join('  ');
}

function suspensionLine(suspension: SuspensionSummary): string {
  const stages = [
    `proposed ${day(suspension.proposedAt)}`,
    ...(suspension.suspendedAt ? [`suspended ${day(suspension.suspendedAt)}`] : []),
    ...(suspension.appealDeadline && !suspension.ended
      ? [`appeal until ${day(suspension.appealDeadline)}`]
      : []),
  ];
  return `Suspension ${suspension.id} (${suspension.statusLabel}): ${stages.join(', ')}. Grounds: ${suspension.grounds}`;
}

/** "12 Jan 2026 09:30:00  Appeal submitted -> Appeal Submitted  by Erin Koh: the statement [Report.pdf]" */
function eventLine(event: RecognitionEvent): string {
  const documents = event.documents.map((document) => document.fileName).join(', ');
  return [
    `  ${when(event.at)}  ${event.title}`,
    event.statusLabel ? ` -> ${event.statusLabel}` : '',
    `  by ${event.actorName ?? 'the portal'}`,
    event.detail ? `: ${event.detail}` : '',
    documents ? ` [${documents}]` : '',
  ].join('');
}

/** One recognition as an officer reads it: where it stands, what granted it, its suspensions, details owed, history. */
export function recognitionViewLines(view: OfficerRecognitionView): string[] {
  const { recognition } = view;
  const lines = [
    `${recognition.recognitionNumber}  ${recognition.programmeLabel}  ${recognition.statusLabel}  ${companyOf(recognition)}`,
    `Id: ${recognition.id}`,
    `Valid from ${day(recognition.validFrom)}, ${expiryWords(recognition)}`,
    `Scope: ${recognition.scopeSummary}`,
  ];
  for (const grant of view.grants) {
    lines.push(
      `${grant.outcome} by ${grant.referenceNumber} (${grant.categoryLabel}) on ${day(grant.recognisedAt)}`,
    );
  }
  for (const suspension of view.suspensions) lines.push(suspensionLine(suspension));
  for (const details of view.pendingDetails) {
    lines.push(
      `Details ${details.id} (${details.statusLabel}${details.dueDate ? `, due ${day(details.dueDate)}` : ''}): ${details.description}${details.response ? `. Answer: ${details.response}` : ''}`,
    );
  }
  lines.push(view.history.length > 0 ? 'History:' : 'History: none yet');
  for (const event of view.history) lines.push(eventLine(event));
  return lines;
}

/** One suspension as an officer reads it, with the commands open to the officer now. */
export function suspensionViewLines(view: OfficerSuspensionView): string[] {
  const { suspension } = view;
  const commands = suspension.actions
    .filter((action) => action.open)
    .map((action) => suspensionCommandOf(action.name));
  const lines = [
    `Suspension ${suspension.id}  ${view.programmeLabel} ${view.recognitionNumber}  ${suspension.statusLabel}  ${view.companyName}`,
    `Recognition ${suspension.recognitionId}: ${view.recognitionStatusLabel}`,
    suspensionLine(suspension),
    `Officer actions now: ${commands.join(', ') || 'none'}`,
  ];
  if (view.detailsRequest) lines.push(`Details asked of the company: ${view.detailsRequest}`);
  lines.push('Timeline:');
  for (const event of view.timeline) lines.push(eventLine(event));
  return lines;
}
