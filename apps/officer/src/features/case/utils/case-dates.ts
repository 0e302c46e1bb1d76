import {
  ApplicationStatus,
  CorrectiveActionStatus,
  CorrespondenceStatus,
  isEnded,
  type OfficerApplicationCase,
} from '@fsmis/domain';
import { singaporeToday } from '../../../lib/singapore-time';

/** A step the company owes by a date, as the queue counts it. */
export type CaseDueDate = { readonly what: string; readonly dueDate: string; readonly overdue: boolean };

/** Statuses in which the company owes the findings their acknowledgement or corrective actions. */
const FINDINGS_OPEN: readonly ApplicationStatus[] = [
  ApplicationStatus.pendingFindingsAcknowledgement,
  ApplicationStatus.pendingCorrectiveAction,
];

/**
 * The due dates of the steps at hand, by the work queue's rule: the open request for information, each
 * finding whose corrective action is not yet accepted (while the company owes them), the unpaid
 * invoice. An application that has ended owes nothing. Earliest first. Due dates are Singapore days.
 */
export function caseDueDates(application: OfficerApplicationCase, today = singaporeToday()): CaseDueDate[] {
  if (isEnded(application.status)) return [];
  const { workflow } = application;
  const due = (what: string, dueDate: string): CaseDueDate => ({ what, dueDate, overdue: dueDate < today });
  const requests = workflow.correspondence
    .filter((request) => request.status === CorrespondenceStatus.sent)
    .map((request) => due(`Answer to request for information ${request.round}`, request.dueDate));
  const findings = FINDINGS_OPEN.includes(application.status)
    ? workflow.findings
        .filter(
          (finding) =>
            !finding.correctiveActions.some((action) => action.status === CorrectiveActionStatus.accepted),
        )
        .map((finding) => due(`Corrective action for finding ${finding.number}`, finding.dueDate))
    : [];
  const invoice =
    workflow.invoice && workflow.invoice.paidAt === null
      ? [due(`Payment of invoice ${workflow.invoice.number}`, workflow.invoice.dueDate)]
      : [];
  return [...requests, ...findings, ...invoice].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/**
 * When the application entered its current status: the last move of the timeline that led into it
 * (steps within a status do not count), else its submission.
 */
export function statusSince(application: OfficerApplicationCase): string | null {
  const moves = application.workflow.timeline.filter(
    (event) => event.toStatus === application.status && event.fromStatus !== event.toStatus,
  );
  return moves.at(-1)?.at ?? application.submittedAt;
}

/** Whole days from an instant to now. */
export function daysSince(instant: string, now = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(instant).getTime()) / 86_400_000));
}
