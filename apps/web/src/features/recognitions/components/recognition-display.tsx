import { formatDate, PendingDetailsStatus, SuspensionStatus, type SuspensionSummary } from '@fsmis/domain';
import type { TagColour } from '@fsmis/ui/components/tag';

/** Display helpers shared by the recognition's pages. */

const DATE = 'dd MMM yyyy';
const DATE_TIME = 'dd/MM/yyyy HH:mm';

/** An instant or a calendar day as a date in Singapore: "12 Dec 2026". */
export const dateText = (value: string): string => formatDate(value, DATE);

export function OnDate({ value }: { readonly value: string }) {
  return <time dateTime={value}>{dateText(value)}</time>;
}

/** An instant with its time in Singapore: "12/12/2026 14:30". */
export function AtTime({ value }: { readonly value: string }) {
  return <time dateTime={value}>{formatDate(value, DATE_TIME)}</time>;
}

/** Who did something, as the company reads it. */
export function partyLabel(party: 'company' | 'officer'): string {
  return party === 'company' ? 'your company' : 'the regulator';
}

/** "45 days", "1 day". */
export const daysText = (days: number): string => `${days} day${days === 1 ? '' : 's'}`;

/** How long a current recognition has left: "45 days left", "expires today", "expired". */
export function timeLeftText(daysUntilExpiry: number): string {
  if (daysUntilExpiry < 0) return 'expired';
  if (daysUntilExpiry === 0) return 'expires today';
  return `${daysText(daysUntilExpiry)} left`;
}

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

/** What an open suspension means for the recognition, in a sentence. */
export function openSuspensionText(status: SuspensionStatus, programme: string): string {
  switch (status) {
    case U.suspensionRequested:
      return `The regulator has proposed to suspend your ${programme} recognition.`;
    case U.suspensionDetailsRequired:
      return `The regulator needs details from you about a proposed suspension of your ${programme} recognition.`;
    case U.appealSubmitted:
    case U.pendingReinstatementApproval:
      return `Your ${programme} recognition is suspended. Your appeal is being considered.`;
    default:
      return `Your ${programme} recognition is suspended.`;
  }
}

/** "You may appeal until …", "The appeal period ended on …", or that an appeal was made. */
export function appealPeriodText(suspension: SuspensionSummary, now: Date): string | null {
  if (suspension.appealMade) return 'You have appealed against this suspension.';
  if (suspension.appealDeadline === null) return null;
  const deadline = new Date(suspension.appealDeadline);
  return deadline.getTime() > now.getTime()
    ? `You may appeal until ${dateText(suspension.appealDeadline)}`
    : `The appeal period ended on ${dateText(suspension.appealDeadline)}`;
}
