import { SuspensionStatus, type SuspensionSummary } from '@fsmis/domain';
import {
  dateText,
  daysText,
  partyLabel as partyLabelFor,
  type WorkflowParty,
} from '@fsmis/ui/workflow/workflow-display';

export {
  AtTime,
  dateText,
  OnDate,
  pendingDetailsColour,
  suspensionColour,
} from '@fsmis/ui/workflow/workflow-display';

/** Display helpers shared by the recognition's pages. */

/** Who did something, as the company reads it. */
export const partyLabel = (party: WorkflowParty): string => partyLabelFor(party, 'company');

/** How long a current recognition has left: "45 days left", "expires today", "expired". */
export function timeLeftText(daysUntilExpiry: number): string {
  if (daysUntilExpiry < 0) return 'expired';
  if (daysUntilExpiry === 0) return 'expires today';
  return `${daysText(daysUntilExpiry)} left`;
}

const U = SuspensionStatus;

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
