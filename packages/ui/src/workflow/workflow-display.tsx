import {
  type Comment,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  FindingSeverity,
  formatDay,
  formatMoment,
  PendingDetailsStatus,
  ReviewResponseStatus,
  SuspensionStatus,
} from '@fsmis/domain';
import type { TagColour } from '../components/tag';

/** How the records of an application or a recognition show dates, money, parties and statuses. */

/** An instant or a calendar day (yyyy-mm-dd) as a day in Singapore: "12 Dec 2026". */
export const dateText = (value: string): string => formatDay(value);

export function OnDate({ value }: { readonly value: string }) {
  return <time dateTime={value}>{dateText(value)}</time>;
}

/** An instant as a moment in Singapore: "12 Dec 2026 14:30:05". */
export function AtTime({ value }: { readonly value: string }) {
  return <time dateTime={value}>{formatMoment(value)}</time>;
}

/** "45 days", "1 day". */
export const daysText = (days: number): string => `${days} day${days === 1 ? '' : 's'}`;

/**
 * Who reads the records: the company in its portal, or an officer of the regulator in the console.
 * The records are the same; only how they name the two parties, and what is still awaited, differ.
 */
export type RecordReader = 'company' | 'officer';

export type WorkflowParty = Comment['authorParty'];

const PARTY_LABELS: Readonly<Record<RecordReader, Readonly<Record<WorkflowParty, string>>>> = {
  company: { company: 'your company', officer: 'the regulator' },
  officer: { company: 'company', officer: 'regulator' },
};

/** Who wrote or did something, as the reader names them: "your company", "regulator". */
export function partyLabel(party: WorkflowParty, reader: RecordReader): string {
  return PARTY_LABELS[reader][party];
}

/** Requests and document versions: awaited is yellow, waiting on someone blue, done green, refused red, replaced grey. */
export function correspondenceColour(status: CorrespondenceStatus): TagColour {
  if (status === CorrespondenceStatus.sent) return 'blue';
  if (status === CorrespondenceStatus.acknowledged) return 'green';
  if (status === CorrespondenceStatus.rejected) return 'red';
  if (status === CorrespondenceStatus.requested) return 'yellow';
  return 'grey';
}

/**
 * A request for information's colour: waiting for the company's answer (yellow), answered and with the
 * regulator (blue); green is kept for what the regulator accepted.
 */
export function requestColour(status: CorrespondenceStatus): TagColour {
  if (status === CorrespondenceStatus.sent) return 'yellow';
  if (status === CorrespondenceStatus.acknowledged) return 'blue';
  return correspondenceColour(status);
}

export function reviewResponseColour(status: ReviewResponseStatus): TagColour {
  if (status === ReviewResponseStatus.accepted) return 'green';
  if (status === ReviewResponseStatus.rejected) return 'red';
  if (status === ReviewResponseStatus.existing) return 'grey';
  return 'yellow';
}

export function severityColour(severity: FindingSeverity): TagColour {
  if (severity === FindingSeverity.critical) return 'red';
  if (severity === FindingSeverity.major) return 'yellow';
  return 'grey';
}

const CORRECTIVE_ACTION_COLOURS: Readonly<Record<CorrectiveActionStatus, TagColour>> = {
  [CorrectiveActionStatus.draft]: 'grey',
  [CorrectiveActionStatus.submitted]: 'blue',
  [CorrectiveActionStatus.accepted]: 'green',
  [CorrectiveActionStatus.rejected]: 'red',
};

export const correctiveActionColour = (status: CorrectiveActionStatus): TagColour =>
  CORRECTIVE_ACTION_COLOURS[status];

const U = SuspensionStatus;
const SUSPENSION_COLOURS: Readonly<Record<SuspensionStatus, TagColour>> = {
  [U.suspensionRequested]: 'yellow',
  [U.suspensionDetailsRequired]: 'yellow',
  [U.suspensionRejected]: 'grey',
  [U.suspended]: 'red',
  [U.suspensionAcknowledged]: 'red',
  [U.appealSubmitted]: 'blue',
  [U.pendingReinstatementApproval]: 'blue',
  [U.reinstated]: 'green',
  [U.revoked]: 'red',
};

export const suspensionColour = (status: SuspensionStatus): TagColour => SUSPENSION_COLOURS[status];

const PENDING_DETAILS_COLOURS: Readonly<Record<PendingDetailsStatus, TagColour>> = {
  [PendingDetailsStatus.pendingDetails]: 'yellow',
  [PendingDetailsStatus.detailsProvided]: 'blue',
  [PendingDetailsStatus.accepted]: 'green',
  [PendingDetailsStatus.waived]: 'grey',
};

export const pendingDetailsColour = (status: PendingDetailsStatus): TagColour =>
  PENDING_DETAILS_COLOURS[status];
