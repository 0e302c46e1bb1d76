import {
  CORRESPONDENCE_STATUS_LABELS,
  type CompanyTermsItem,
  isCorrespondenceUnavailable,
  programmeLabel,
  type TermsStanding,
  termsStandingOf,
} from '@fsmis/domain';
import type { AuditSnapshot } from '../audit/audit.schemas.js';
import type { TermsItemRow } from './terms.repository.js';

// What the company, officer and documents services of the terms share: the messages they answer with,
// where a company's terms of a programme stand, and the mapping of rows to what leaves a service. The
// moves themselves are the domain's (termsTransition).

export const TERMS_FOR_LOCAL_LABS_MESSAGE = 'Company terms and conditions are for local laboratories only.';
export const TERMS_PAGE_PATH = '/terms-and-conditions';

export const TERMS_MESSAGES = {
  alreadyRequested: (programme: string) =>
    `You have already requested the ${programme} terms and conditions. We will send them to you.`,
  alreadyReceived: (programme: string) =>
    `You have already received the ${programme} terms and conditions. Acknowledge them on this page.`,
  alreadyAcknowledgedProgramme: (programme: string) =>
    `You have already acknowledged the ${programme} terms and conditions.`,
  alreadyAcknowledged: 'You have already acknowledged these terms and conditions.',
  notSentYet:
    'These terms and conditions have not been sent to you yet. We will let you know when they are ready.',
  rejected:
    'This request was rejected, so there is nothing to acknowledge. You can request the terms and conditions again.',
  superseded:
    'A newer version of these terms and conditions has been sent to you. Acknowledge the newer version instead.',
  idMismatch:
    'Acknowledge the terms and conditions named in the address: the two identifiers must be the same.',
  itemNotFound: 'We could not find these terms and conditions.',
  versionNotFound: 'We could not find this version of the terms and conditions.',
  notPublished: (programme: string) => `The ${programme} terms and conditions have not been published yet.`,
  noLaboratory: (uen: string) => `No laboratory has the UEN ${uen}.`,
  overseas: (company: string) =>
    `${company} is an overseas laboratory; company terms and conditions are for local laboratories only.`,
  publishFirst: (programme: string) => `Publish the ${programme} terms and conditions before sending them.`,
  companyHasSent: (company: string, programme: string) =>
    `${company} already has the ${programme} terms and conditions and has not acknowledged them yet.`,
  companyHasAcknowledged: (company: string, programme: string) =>
    `${company} has already acknowledged the ${programme} terms and conditions.`,
  noOpenRequest: (company: string, programme: string) =>
    `${company} has no open request for the ${programme} terms and conditions.`,
  changedMeanwhile: (programme: string) =>
    `The company's ${programme} terms and conditions changed at the same moment. Try again.`,
  publishedMeanwhile: (programme: string) =>
    `Another version of the ${programme} terms and conditions was published at the same time. Try again.`,
} as const;

// Where a company's terms of a programme stand.

/** The standing that decides a request or a send: the live item's status, or null when there is none. */
export function standingOf(items: readonly TermsItemRow[]): TermsStanding {
  return termsStandingOf(items.map((item) => item.status));
}

/** The item still in play: Requested, Sent or Acknowledged (there is at most one per programme). */
export function liveItemOf(items: readonly TermsItemRow[]): TermsItemRow | undefined {
  return items.find((item) => !isCorrespondenceUnavailable(item.status));
}

// Mapping rows to what leaves the services.

export const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toItem(
  item: TermsItemRow,
  document: { version: number; title: string } | null,
): CompanyTermsItem {
  const programme = item.programme;
  const status = item.status;
  return {
    id: item.id,
    applicationType: { value: programme, label: programmeLabel(programme) },
    companyTermsAndConditionsStatus: { value: status, label: CORRESPONDENCE_STATUS_LABELS[status] },
    version: document?.version ?? null,
    documentTitle: document?.title ?? null,
    requestedAt: iso(item.requestedAt),
    sentAt: iso(item.sentAt),
    acknowledgedAt: iso(item.acknowledgedAt),
    rejectedAt: iso(item.rejectedAt),
    obsoletedAt: iso(item.obsoletedAt),
    rejectionReason: item.rejectionReason,
    contactName: item.contactName,
    contactEmail: item.contactEmail,
    purpose: item.purpose,
  };
}

export function itemSnapshot(item: TermsItemRow): AuditSnapshot {
  return {
    id: item.id,
    companyId: item.companyId,
    programme: item.programme,
    status: item.status,
    statusLabel: CORRESPONDENCE_STATUS_LABELS[item.status],
    documentId: item.documentId,
    rejectionReason: item.rejectionReason,
    requestedAt: iso(item.requestedAt),
    sentAt: iso(item.sentAt),
    acknowledgedAt: iso(item.acknowledgedAt),
    rejectedAt: iso(item.rejectedAt),
    obsoletedAt: iso(item.obsoletedAt),
  };
}
