import { type Programme, termsStatusesMovedBy } from '@fsmis/domain';
import type { CaseAggregate } from '../../cases/run-step.js';
import * as repository from './terms.repository.js';
import { TERMS_MESSAGES } from './terms.service.js';

/**
 * A company's terms of one programme as the step runner sees them. Terms have no history of their own
 * (each item keeps its dates) and their notices stay in the portal, so no e-mail is filed.
 */

type Laboratory = NonNullable<Awaited<ReturnType<typeof repository.findCompanyByUen>>>;

/** An officer's step: the laboratory named by its UEN, the programme's current document, its items locked. */
export const LABORATORY_TERMS: CaseAggregate<
  { readonly companyUen: string; readonly programme: Programme },
  {
    readonly company: Laboratory;
    readonly document: repository.TermsDocumentRow | null;
    readonly items: repository.TermsItemRow[];
  }
> = {
  // The regulator holds no company terms: it reads as no laboratory.
  lock: async (tx, _actor, { companyUen, programme }) => {
    const company = await repository.findCompanyByUen(tx, companyUen);
    if (!company || company.isRegulator) return null;
    const document = await repository.findCurrentDocument(tx, programme);
    const items = await repository.findProgrammeItemsForUpdate(tx, company.id, programme);
    return { company, document, items };
  },
  missing: ({ companyUen }) => TERMS_MESSAGES.noLaboratory(companyUen.toUpperCase()),
};

/** A company's request: its own items of the programme, locked (there may be none yet). */
export const PROGRAMME_TERMS: CaseAggregate<Programme, { readonly items: repository.TermsItemRow[] }> = {
  lock: async (tx, actor, programme) =>
    actor.party === 'company'
      ? { items: await repository.findProgrammeItemsForUpdate(tx, actor.companyId, programme) }
      : null,
  missing: TERMS_MESSAGES.itemNotFound,
};

/** A company's step on one of its items; another company's reads as missing. */
export const TERMS_ITEM: CaseAggregate<string, repository.TermsItemRow> = {
  lock: async (tx, actor, id) => {
    const item = await repository.findItemForUpdate(tx, id);
    return item && actor.party === 'company' && item.companyId === actor.companyId ? item : null;
  },
  missing: TERMS_MESSAGES.itemNotFound,
};

/**
 * A programme's terms as publishing a new version sees them: its current document and every company's
 * item the new version supersedes (Sent or Acknowledged), locked.
 */
export const PUBLISHED_TERMS: CaseAggregate<
  Programme,
  { readonly previous: repository.TermsDocumentRow | null; readonly held: repository.TermsItemRow[] }
> = {
  lock: async (tx, actor, programme) =>
    actor.party === 'officer'
      ? {
          previous: await repository.findCurrentDocument(tx, programme),
          held: await repository.findItemsInStatusForUpdate(tx, programme, termsStatusesMovedBy('supersede')),
        }
      : null,
  missing: TERMS_MESSAGES.itemNotFound,
};
