import {
  type ApplicationCategory,
  ApplicationStatus,
  applicationStatusLabel,
  formatDay,
  formatLongDay,
  formatMoney,
  formatTimeOfDay,
  type Programme,
} from '@fsmis/domain';
import type { WorkflowNotice } from '../../cases/notices.js';
import { applicationPath } from '../applications/application-submit.service.js';

/**
 * What the company is told of each officer step it must act on, or that decides or ends its
 * application: an in-app notification, and an e-mail when `email` is set. All the words are here.
 */

interface NoticeApplication {
  readonly id: string;
  readonly referenceNumber: string;
  readonly programme: Programme;
  readonly category: ApplicationCategory;
}

const day = (date: string | Date) => formatDay(date);
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function notice(
  application: NoticeApplication,
  title: string,
  message: string,
  email = true,
): WorkflowNotice {
  return { title, message, linkPath: applicationPath(application.id), email };
}

/** How the status reads for the application ("Supported" for IBR, "Scope Granted" for a change of scope). */
function wordingOf(application: NoticeApplication, status: ApplicationStatus): string {
  return applicationStatusLabel(status, application.programme, application.category);
}

export const officerNotices = {
  requestInformation: (application: NoticeApplication, request: { subject: string; dueDate: string }) =>
    notice(
      application,
      `Request for information on ${application.referenceNumber}`,
      `Request for information on ${application.referenceNumber}: ${request.subject}. Answer by ${day(request.dueDate)}.`,
    ),

  verificationScheduled: (application: NoticeApplication, visit: { scheduledFor: Date; location: string }) =>
    notice(
      application,
      `Site verification of ${application.referenceNumber} scheduled`,
      `We will verify your site for ${application.referenceNumber} on ${formatLongDay(visit.scheduledFor)} at ${formatTimeOfDay(visit.scheduledFor)} (Singapore time), at ${visit.location}.`,
    ),

  findingsRaised: (application: NoticeApplication, findings: { count: number; dueDate: string }) =>
    notice(
      application,
      `Findings raised on ${application.referenceNumber}`,
      `The site verification of ${application.referenceNumber} raised ${plural(findings.count, 'finding')} to acknowledge by ${day(findings.dueDate)}. Acknowledge them, then submit a corrective action for each.`,
    ),

  verifiedWithoutFindings: (application: NoticeApplication) =>
    notice(
      application,
      `Site verification of ${application.referenceNumber} completed`,
      `The site verification of ${application.referenceNumber} found nothing to correct. We are now preparing the approval documents.`,
    ),

  correctiveActionsRejected: (application: NoticeApplication, rejected: number) =>
    notice(
      application,
      `Corrective actions on ${application.referenceNumber} not accepted`,
      `We did not accept ${plural(rejected, 'corrective action')} on ${application.referenceNumber}. Read the reasons and submit a new corrective action for each.`,
    ),

  correctiveActionsAccepted: (application: NoticeApplication) =>
    notice(
      application,
      `Corrective actions on ${application.referenceNumber} accepted`,
      `We accepted the corrective actions on ${application.referenceNumber}. We are now preparing the approval documents.`,
    ),

  documentaryReview: (application: NoticeApplication) =>
    notice(
      application,
      `Approval documents of ${application.referenceNumber} ready for review`,
      `The approval documents of ${application.referenceNumber} are ready for your review. Accept or reject each of them.`,
    ),

  approvalDocumentSent: (application: NoticeApplication, title: string, version: number) =>
    notice(
      application,
      `Approval document to review on ${application.referenceNumber}`,
      version === 1
        ? `${title} on ${application.referenceNumber} is ready for your review. Accept or reject it.`
        : `Version ${version} of ${title} on ${application.referenceNumber} is ready for your review. Accept or reject it.`,
    ),

  approvalDocumentsReady: (application: NoticeApplication) =>
    notice(
      application,
      `Sign the declaration for ${application.referenceNumber}`,
      `The approval documents of ${application.referenceNumber} are agreed. Sign the declaration of acceptance on the application page.`,
    ),

  approved: (application: NoticeApplication) => {
    const decision = wordingOf(application, ApplicationStatus.approvedOrSupported).toLowerCase();
    return notice(
      application,
      `${application.referenceNumber} ${decision}`,
      `${application.referenceNumber} is ${decision}. It now goes for signing.`,
    );
  },

  recognised: (
    application: NoticeApplication,
    recognition: { recognitionNumber: string; validUntil: Date },
  ) => {
    const outcome = wordingOf(application, ApplicationStatus.recognised);
    return notice(
      application,
      `${application.referenceNumber}: ${outcome}`,
      `${application.referenceNumber}: ${outcome}. Recognition ${recognition.recognitionNumber} is valid until ${day(recognition.validUntil)}.`,
    );
  },

  ended: (application: NoticeApplication, status: ApplicationStatus, reason: string) => {
    const ending = wordingOf(application, status).toLowerCase();
    return notice(
      application,
      `${application.referenceNumber} ${ending}`,
      `${application.referenceNumber} has been ${ending}: ${reason}`,
    );
  },

  invoiceIssued: (
    application: NoticeApplication,
    invoice: { number: string; amountSgd: number; dueDate: string },
  ) =>
    notice(
      application,
      `Invoice ${invoice.number} for ${application.referenceNumber}`,
      `Invoice ${invoice.number} for ${application.referenceNumber}: ${formatMoney(invoice.amountSgd)}, to pay by ${day(invoice.dueDate)}. Download it from the application page.`,
    ),

  officerComment: (application: NoticeApplication) =>
    notice(
      application,
      `New comment on ${application.referenceNumber}`,
      `The regulator commented on ${application.referenceNumber}. Read it on the application page.`,
      false,
    ),
} as const;
