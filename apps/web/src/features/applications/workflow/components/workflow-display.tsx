import {
  CorrectiveActionStatus,
  CorrespondenceStatus,
  FindingSeverity,
  formatDate,
  ReviewResponseStatus,
} from '@fsmis/domain';
import type { TagColour } from '@fsmis/ui/components/tag';

/** Display helpers shared by the sections of the application's workflow. */

export const DATE = 'dd MMM yyyy';
export const DATE_TIME = 'dd/MM/yyyy HH:mm';

/** A calendar day (yyyy-mm-dd) or an instant, as a date: "12 Dec 2026". */
export function OnDate({ value }: { readonly value: string }) {
  return <time dateTime={value}>{formatDate(value, DATE)}</time>;
}

/** An instant with its time in Singapore: "12/12/2026 14:30". */
export function AtTime({ value }: { readonly value: string }) {
  return <time dateTime={value}>{formatDate(value, DATE_TIME)}</time>;
}

/** Who wrote or did something, as the company reads it. */
export function partyLabel(party: 'company' | 'officer'): string {
  return party === 'company' ? 'your company' : 'the regulator';
}

/** An amount in Singapore dollars, always with cents: "S$1,250.00". */
export function sgd(amount: number): string {
  return `S$${amount.toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const C = CorrespondenceStatus;

/** Requests and document versions: waiting on someone is blue, done green, replaced grey. */
export function correspondenceColour(status: CorrespondenceStatus): TagColour {
  if (status === C.sent) return 'blue';
  if (status === C.acknowledged) return 'green';
  if (status === C.rejected) return 'red';
  return 'grey';
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

export function correctiveActionColour(status: CorrectiveActionStatus): TagColour {
  return CORRECTIVE_ACTION_COLOURS[status];
}
