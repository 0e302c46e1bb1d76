import type { ApplicationCategory } from './application-category.js';
import { APPLICATION_STATUS_LABELS, ApplicationStatus } from './application-status.js';
import { OUTCOME_KIND_LABELS, outcomeKindFor } from './outcome-kind.js';
import { Programme } from './programme.js';

/**
 * The status as shown for an application of this programme and category (docs/requirements.md §4): Recognised
 * reads as the category's outcome (Scope Granted, Company Details Updated), and the approval step reads as
 * approval for LRP and as support for IBR and AOR.
 */
export function applicationStatusLabel(
  status: ApplicationStatus,
  programme: Programme,
  category: ApplicationCategory,
): string {
  const approves = programme === Programme.LRP;
  switch (status) {
    case ApplicationStatus.recognised:
      return OUTCOME_KIND_LABELS[outcomeKindFor(category)];
    case ApplicationStatus.pendingApprovalOrSupport:
      return approves ? 'Pending Approval' : 'Pending Support';
    case ApplicationStatus.approvedOrSupported:
      return approves ? 'Approved' : 'Supported';
    default:
      return APPLICATION_STATUS_LABELS[status];
  }
}
