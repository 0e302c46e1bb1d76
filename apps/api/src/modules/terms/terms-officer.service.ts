import {
  CorrespondenceStatus,
  PtRegionType,
  programmeLabel,
  type TermsStanding,
  termsTransition,
} from '@fsmis/domain';
import { officerActor } from '../../cases/actors.js';
import type { WorkflowNotice } from '../../cases/notices.js';
import { noticeTo, runStep } from '../../cases/run-step.js';
import type { Database } from '../../db/database.js';
import { conflict } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import type { NamedOfficerActor } from '../audit/audit.service.js';
import * as repository from './terms.repository.js';
import type { OfficerTermsItem, RejectTerms, SendTerms } from './terms.schemas.js';
import {
  itemSnapshot,
  liveItemOf,
  standingOf,
  TERMS_MESSAGES,
  TERMS_PAGE_PATH,
  toItem,
} from './terms.service.js';
import { LABORATORY_TERMS } from './terms-steps.js';

const S = CorrespondenceStatus;

// The officers' moves on a company's terms, through the step runner: each is written to the audit log
// in the transaction that makes it.

/** GET /api/officer/terms-requests: open requests of every company, oldest first. */
export async function listTermsRequests(db: Database): Promise<OfficerTermsItem[]> {
  const rows = await repository.findItemsWithCompanyInStatus(db, S.requested);
  return rows.map(({ item, version, documentTitle, company }) => ({
    ...toItem(item, version === null ? null : { version, title: documentTitle ?? '' }),
    company,
  }));
}

/**
 * Sends a programme's current terms to a company: its open request becomes Sent, or, when it has none
 * and may request (no terms, or only Rejected or Obsolete ones), a new item is created as Sent.
 */
export async function sendTerms(
  db: Database,
  actor: NamedOfficerActor,
  command: SendTerms,
  now = new Date(),
): Promise<OfficerTermsItem> {
  const programme = command.applicationType;
  const label = programmeLabel(programme);
  const where = { companyUen: command.companyUen, programme };
  try {
    return await runStep({ db }, officerActor(actor), LABORATORY_TERMS, where, {
      refusal: (_tx, { company, document, items }) => {
        if (company.regionType === PtRegionType.overseas) return overseasRefusal(company);
        if (!document) return TERMS_MESSAGES.publishFirst(label);
        const standing = standingOf(items);
        return termsTransition('officer', standing, 'send').ok
          ? null
          : officerRefusal(standing, company, label);
      },
      work: async (tx, { company, document, items }) => {
        if (!document) throw conflict(TERMS_MESSAGES.publishFirst(label));
        const standing = standingOf(items);
        const move = termsTransition('officer', standing, 'send');
        if (!move.ok) throw conflict(officerRefusal(standing, company, label));
        const open = standing === null ? null : liveItemOf(items);
        const changes = { status: move.to, documentId: document.id, sentAt: now };
        const sent = open
          ? await repository.updateItem(tx, open.id, changes)
          : await repository.insertItem(tx, { companyId: company.id, programme, ...changes, createdAt: now });
        return {
          result: { ...toItem(sent, document), company: companyOf(company) },
          audit: {
            action: 'terms.send',
            entityType: 'company-terms-and-conditions',
            entityId: sent.id,
            before: open ? itemSnapshot(open) : null,
            after: itemSnapshot(sent),
          },
          notices: noticeTo(company.id, sentNotice(label, document.version)),
        };
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TERMS_MESSAGES.changedMeanwhile(label));
    throw error;
  }
}

/** Rejects a company's open request, with a reason the company reads; it may then request again. */
export async function rejectTermsRequest(
  db: Database,
  actor: NamedOfficerActor,
  command: RejectTerms,
  now = new Date(),
): Promise<OfficerTermsItem> {
  const programme = command.applicationType;
  const label = programmeLabel(programme);
  const where = { companyUen: command.companyUen, programme };
  return runStep({ db }, officerActor(actor), LABORATORY_TERMS, where, {
    refusal: (_tx, { company, items }) => {
      if (company.regionType === PtRegionType.overseas) return overseasRefusal(company);
      const standing = standingOf(items);
      return liveItemOf(items) && termsTransition('officer', standing, 'reject').ok
        ? null
        : officerRefusal(standing, company, label);
    },
    work: async (tx, { company, items }) => {
      const standing = standingOf(items);
      const open = liveItemOf(items);
      const move = termsTransition('officer', standing, 'reject');
      if (!open || !move.ok) throw conflict(officerRefusal(standing, company, label));
      const rejected = await repository.updateItem(tx, open.id, {
        status: move.to,
        rejectionReason: command.reason,
        rejectedAt: now,
      });
      return {
        result: { ...toItem(rejected, null), company: companyOf(company) },
        audit: {
          action: 'terms.reject',
          entityType: 'company-terms-and-conditions',
          entityId: rejected.id,
          before: itemSnapshot(open),
          after: itemSnapshot(rejected),
        },
        notices: noticeTo(company.id, {
          title: `Your request for the ${label} terms and conditions was not accepted`,
          message: `Reason: ${command.reason} You can request the ${label} terms and conditions again.`,
          linkPath: TERMS_PAGE_PATH,
          email: false,
        }),
      };
    },
  });
}

/** The officer's words for a refused send or reject: they name the company and the programme. */
function officerRefusal(status: TermsStanding, company: { name: string; uen: string | null }, label: string) {
  const name = `${company.name} (${company.uen})`;
  if (status === S.sent) return TERMS_MESSAGES.companyHasSent(name, label);
  if (status === S.acknowledged) return TERMS_MESSAGES.companyHasAcknowledged(name, label);
  return TERMS_MESSAGES.noOpenRequest(name, label);
}

/** Overseas laboratories hold no company terms. */
const overseasRefusal = (company: { name: string; uen: string | null }) =>
  TERMS_MESSAGES.overseas(`${company.name} (${company.uen})`);

function companyOf(company: { id: string; uen: string | null; name: string }) {
  return { id: company.id, uen: company.uen, name: company.name };
}

function sentNotice(label: string, version: number): WorkflowNotice {
  return {
    title: `${label} terms and conditions are ready for you to acknowledge`,
    message: `The company terms and conditions for ${label} (version ${version}) have been sent to you. Read and acknowledge them before you apply under ${label}.`,
    linkPath: TERMS_PAGE_PATH,
    email: false,
  };
}
