import { PtStatus } from '@fsmis/domain';
import type { CaseAggregate } from '../../cases/run-step.js';
import { PT_ROUND_NOT_FOUND_MESSAGE } from './pt-lab-round.js';
import * as repository from './pt-lab-round.repository.js';

/**
 * A laboratory's participation in a round as the step runner sees it. Only the laboratory takes these
 * steps; a round it is not registered for reads as missing.
 */
export const PT_PARTICIPATION: CaseAggregate<
  string,
  { readonly scheme: repository.SchemeRow; readonly participation: repository.ParticipationRow }
> = {
  lock: async (tx, actor, schemeId) => {
    if (actor.party !== 'company') return null;
    const scheme = await repository.findScheme(tx, schemeId);
    const participation = await repository.findParticipation(tx, actor.companyId, schemeId, { lock: true });
    return scheme && participation ? { scheme, participation } : null;
  },
  missing: PT_ROUND_NOT_FOUND_MESSAGE,
};

/**
 * A round as a laboratory registers for it: locked, so that registrations take their lab codes in turn,
 * with the laboratory's registration if it has one. A round whose registration closed is still found,
 * so that the laboratory is told why it cannot join; a round in Draft reads as missing.
 */
export const PT_REGISTRATION: CaseAggregate<
  string,
  { readonly scheme: repository.SchemeRow; readonly existing: repository.ParticipationRow | null }
> = {
  lock: async (tx, actor, schemeId) => {
    if (actor.party !== 'company') return null;
    const scheme = await repository.lockScheme(tx, schemeId);
    if (!scheme || scheme.status === PtStatus.draft) return null;
    return { scheme, existing: await repository.findParticipation(tx, actor.companyId, schemeId) };
  },
  missing: PT_ROUND_NOT_FOUND_MESSAGE,
};
